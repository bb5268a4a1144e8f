package reading

import "testing"

const (
	tfModifying = "aws_lb.main: Modifying... [id=arn:aws:elasticloadbalancing:eu-west-1:123:loadbalancer/app/main/50dc]\n" +
		"aws_lb.main: Still modifying... [id=arn:aws:elasticloadbalancing:eu-west-1:123:loadbalancer/app/main/50dc, 10s elapsed]\n" +
		"aws_lb.main: Still modifying... [id=arn:aws:elasticloadbalancing:eu-west-1:123:loadbalancer/app/main/50dc, 3m10s elapsed]\n"
	tfModified = tfModifying + "aws_lb.main: Modifications complete after 3m12s [id=arn:aws:elasticloadbalancing:eu-west-1:123:loadbalancer/app/main/50dc]\n\n" +
		"Apply complete! Resources: 0 added, 1 changed, 0 destroyed.\n"
	tfCreating    = "aws_db_instance.orders: Creating...\naws_db_instance.orders: Still creating... [10s elapsed]\naws_db_instance.orders: Still creating... [6m40s elapsed]\n"
	tfCreated     = tfCreating + "aws_db_instance.orders: Creation complete after 6m41s [id=orders-db]\n\nApply complete! Resources: 1 added, 0 changed, 0 destroyed.\n"
	tfZhModifying = "aws_lb.main: 正在修改...\naws_lb.main: 仍在修改... [已用时 10s]\naws_lb.main: 仍在修改... [已用时 3m10s]\n"
	tfZhModified  = tfZhModifying + "aws_lb.main: 修改完成，用时 3m12s\n\n应用完成！资源：0 个已添加，1 个已更改，0 个已销毁。\n"
	rollWaiting   = "Waiting for deployment \"web\" rollout to finish: 1 of 3 updated replicas are available...\n" +
		"Waiting for deployment \"web\" rollout to finish: 2 of 3 updated replicas are available...\n"
	rollDone = rollWaiting + "deployment \"web\" successfully rolled out\n"
)

// TestProgressLinesBeforeTheEndState: a tool's progress lines ("Still
// modifying…", "Still creating…", "Waiting for rollout…", "仍在修改…")
// followed by its completion line are the way to the end state, not a
// state that persists; without the completion they stay not green.
func TestProgressLinesBeforeTheEndState(t *testing.T) {
	checkAffirms(t, []affirmCase{
		{"The terraform apply of the main load balancer completed.", tfModified, true},
		{"Terraform applied the load balancer change (aws_lb.main).", tfModified, true},
		{"The orders RDS instance creation completed in terraform apply.", tfCreated, true},
		{"The web deployment rolled out.", rollDone, true},
		{"El apply de terraform del load balancer main se completó.", tfModified, true},

		{"The terraform apply of the main load balancer completed.", tfModifying, false},
		{"Terraform applied the load balancer change (aws_lb.main).", tfModifying, false},
		{"The orders RDS instance creation completed in terraform apply.", tfCreating, false},
		{"The web deployment rolled out.", rollWaiting, false},
		{"El apply de terraform del load balancer main se completó.", tfModifying, false},
	})
	// In Chinese the progress words ("仍在修改") persist only until the
	// completion line: the reading of the end state is the reading of the
	// output without them.
	c := NewClaim("aws_lb.main 的 terraform apply 已完成。")
	if r := c.Read(Input{Content: tfZhModified}); r.Persists {
		t.Errorf("%q persists (rule %s), want the end state", tfZhModified, r.Rule)
	}
	if r := c.Read(Input{Content: tfZhModifying}); !r.Persists || r.Affirms {
		t.Errorf("%q: persists %v, affirms %v, want it to persist", tfZhModifying, r.Persists, r.Affirms)
	}
	if r := c.Read(Input{Content: tfModifying + "aws_lb.main: Still modifying... [3m20s elapsed]\nError: timeout while waiting for state to become 'active'\n"}); r.Affirms {
		t.Errorf("a progress line followed by an error affirms (rule %s)", r.Rule)
	}
	tests := NewClaim("The checkout tests pass now.")
	if r := tests.Read(Input{Content: "checkout: Still failing... (3 of 40)\nbuild complete\n"}); r.Affirms || !r.Persists {
		t.Errorf("a harm on a progress line is read as progress: affirms %v, persists %v (rule %s)", r.Affirms, r.Persists, r.Rule)
	}
}
