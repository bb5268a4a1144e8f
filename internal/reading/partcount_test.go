package reading

import "testing"

// TestPartOfWhole: a count short of its whole ("2 of 5", "2 de 6", "200 封中
// 只发出 40 封") does not affirm an "all" or plain success claim; the whole
// count does.
func TestPartOfWhole(t *testing.T) {
	checkAffirms(t, []affirmCase{
		{"邮件已全部发送。", "发送完成：200 封中只发出 40 封", false},
		{"All 5 nodes joined the cluster.", "kubectl get nodes: only 2 of 5 nodes joined, 3 NotReady", false},
		{"Todas las réplicas están disponibles.", "Solo 2 de 6 réplicas están disponibles.", false},
		{"所有节点都已加入集群。", "5 个节点里只有 2 个加入集群。", false},
		{"The deploy succeeded on all hosts.", "deploy finished: succeeded on 7 of 9 hosts", false},
		{"邮件已全部发送。", "发送完成：200 封全部发出，0 封失败", true},
		{"All 5 nodes joined the cluster.", "kubectl get nodes: 5 of 5 nodes joined, all Ready", true},
		{"Todas las réplicas están disponibles.", "6 de 6 réplicas están disponibles.", true},
		{"所有节点都已加入集群。", "5 个节点全部加入集群，状态正常。", true},
		{"The deploy succeeded on all hosts.", "deploy finished: succeeded on 9 of 9 hosts", true},
	})
}
