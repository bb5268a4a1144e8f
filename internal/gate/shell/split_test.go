package shell

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

func TestSplitShell(t *testing.T) {
	got := Split(`cd "a b" && go test ./... 2>&1 | tee out.log; echo 'x;y' > /dev/null`)
	want := []Segment{
		{Argv: []string{"cd", "a b"}},
		{Op: "&&", Argv: []string{"go", "test", "./..."}},
		{Op: "|", Argv: []string{"tee", "out.log"}},
		{Op: ";", Argv: []string{"echo", "x;y"}},
	}
	if d := cmp.Diff(want, got, cmpopts.IgnoreFields(Segment{}, "Expands")); d != "" {
		t.Errorf("(-want +got):\n%s", d)
	}
}

// Compound commands hide nothing: the simple commands inside a subshell,
// a group, an if, a loop or a case arm are segments as if typed alone, the
// grammar around them is not a command, and a function definition names
// the function instead of running a program of that name.
func TestSplitCompound(t *testing.T) {
	type seg struct {
		argv  string
		depth int
		fn    string
	}
	cases := []struct {
		line string
		want []seg
	}{
		{"(sed -i 's/a/b/' cart.go)", []seg{{argv: "sed -i s/a/b/ cart.go", depth: 1}}},
		{"(cd sub && go test ./...); go test ./...", []seg{{argv: "cd sub", depth: 1}, {argv: "go test ./...", depth: 1}, {argv: "go test ./..."}}},
		{"{ sed -i 's/a/b/' cart.go; }", []seg{{argv: "sed -i s/a/b/ cart.go"}}},
		{"if true; then sed -i x cart.go; fi", []seg{{argv: "true"}, {argv: "sed -i x cart.go"}}},
		{"if ! grep -q x f; then rm f; elif true; then :; else echo no; fi", []seg{{argv: "grep -q x f"}, {argv: "rm f"}, {argv: "true"}, {argv: ":"}, {argv: "echo no"}}},
		{`for f in *.go; do sed -i x "$f"; done`, []seg{{argv: "sed -i x $f"}}},
		{"while read f; do rm \"$f\"; done", []seg{{argv: "read f"}, {argv: "rm $f"}}},
		{"until false; do sleep 1; done", []seg{{argv: "false"}, {argv: "sleep 1"}}},
		{"case x in x) sed -i x cart.go;; (y|z) rm y;; esac", []seg{{argv: "sed -i x cart.go"}, {argv: "rm y"}}},
		{"! go test ./...", []seg{{argv: "go test ./..."}}},
		{`go() { printf ok; }; go test ./...`, []seg{{fn: "go"}, {argv: "printf ok"}, {argv: "go test ./..."}}},
		{`go () { :; }; go test`, []seg{{fn: "go"}, {argv: ":"}, {argv: "go test"}}},
		{`function go { printf ok; }; go test`, []seg{{fn: "go"}, {argv: "printf ok"}, {argv: "go test"}}},
		{`echo "if" then`, []seg{{argv: "echo if then"}}},
		{`'{' x`, []seg{{argv: "{ x"}}},
		{"echo $(date) done", []seg{{argv: "echo $(date) done"}}},
	}
	for _, c := range cases {
		var got []seg
		for _, s := range Split(c.line) {
			got = append(got, seg{argv: strings.Join(s.Argv, " "), depth: s.Depth, fn: s.Func})
		}
		if d := cmp.Diff(c.want, got, cmp.AllowUnexported(seg{})); d != "" {
			t.Errorf("Split(%q) (-want +got):\n%s", c.line, d)
		}
	}
}

// Expands marks the words whose value the shell computes: an unquoted or
// double-quoted $ or backquote, never a single-quoted one.
func TestSplitExpands(t *testing.T) {
	got := Split(`perl -e 'print $x' "$P" $(cat f) plain`)[0].Expands
	want := []bool{false, false, false, true, true, false}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("(-want +got):\n%s", d)
	}
}

// A wrapper runs the command after its options: the program is read
// through env, sudo, timeout, flock and the like, with the directory a
// wrapper moves to and a command line it runs through a shell.
func TestUnwrap(t *testing.T) {
	cases := []struct {
		argv string
		want Prog
	}{
		{"go test ./...", Prog{Argv: []string{"go", "test", "./..."}}},
		{"GOFLAGS=-v env -u X CGO_ENABLED=0 go test", Prog{Argv: []string{"go", "test"}, Env: []string{"GOFLAGS=-v", "CGO_ENABLED=0"}}},
		{"env -C /other go test ./...", Prog{Argv: []string{"go", "test", "./..."}, Dir: "/other"}},
		{"env --chdir=/other go test", Prog{Argv: []string{"go", "test"}, Dir: "/other"}},
		{"sudo -D /srv -u app sed -i x f", Prog{Argv: []string{"sed", "-i", "x", "f"}, Dir: "/srv"}},
		{"timeout -s KILL 60 go test", Prog{Argv: []string{"go", "test"}}},
		{"flock /tmp/l sed -i x f", Prog{Argv: []string{"sed", "-i", "x", "f"}}},
		{"flock -w 5 /tmp/l -c sh-line", Prog{Line: "sh-line"}},
		{"busybox sed -i x f", Prog{Argv: []string{"sed", "-i", "x", "f"}}},
		{"setsid nohup strace -f -o /dev/null sed -i x f", Prog{Argv: []string{"sed", "-i", "x", "f"}}},
		{"chrt 10 taskset 0x3 make", Prog{Argv: []string{"make"}}},
		{"script -qc line /dev/null", Prog{Line: "line"}},
		{"su app -c line", Prog{Line: "line"}},
		{"env -S line", Prog{Line: "line"}},
		{"sg dev -c line", Prog{Line: "line"}},
	}
	for _, c := range cases {
		got := Unwrap(strings.Fields(c.argv))
		if d := cmp.Diff(c.want, got, cmpopts.EquateEmpty()); d != "" {
			t.Errorf("Unwrap(%q) (-want +got):\n%s", c.argv, d)
		}
	}
}
