package reading

import "testing"

// checkCode is checkAffirms for code items.
func checkCode(t *testing.T, cases []affirmCase) {
	t.Helper()
	for _, tc := range cases {
		r := NewClaim(tc.claim).Read(Input{Content: tc.content, Code: true})
		if r.Affirms != tc.affirms {
			t.Errorf("%q ← %q: affirms %v (wanted %q), want %v", tc.claim, tc.content, r.Affirms, r.Wanted, tc.affirms)
		}
		if !tc.affirms && r.Wanted == "" {
			t.Errorf("%q: an unaffirmed reading says what it would take", tc.content)
		}
	}
}

// A diff shows a claimed fix of a crash where its lines take the crash out
// or guard against it, and no panic is left.
func TestDiffShowsFix(t *testing.T) {
	checkCode(t, []affirmCase{
		{"Parse returns an error instead of panicking", "@@ -10,7 +10,7 @@ func Parse(s string) (int, error) {\n \tif s == \"\" {\n-\t\tpanic(\"empty input\")\n+\t\treturn 0, errors.New(\"empty input\")\n \t}", true},
		{"the nil crash in Total is fixed", "@@ -4,3 +4,6 @@ func Total(c *Cart) (int, error) {\n+\tif c == nil {\n+\t\treturn 0, ErrNil\n+\t}\n \treturn c.sum(), nil", true},
		{"load_config no longer crashes on a missing file", "@@ def load_config(path):\n-    data = open(path).read()\n+    if not os.path.exists(path):\n+        raise ConfigError(f\"missing {path}\")\n+    data = open(path).read()", true},
		{"parse_port ya no entra en pánico con una entrada vacía", "@@ fn parse_port(s: &str) -> Result<u16, Error> {\n-    let n = s.parse::<u16>().unwrap();\n+    let n = s.parse::<u16>().map_err(Error::Port)?;\n     Ok(n)", true},
		{"修复了 Decode 遇到空指针时的崩溃", "@@ func Decode(b *Buf) error {\n+\tif b == nil {\n+\t\treturn fmt.Errorf(\"decode: nil buffer\")\n+\t}\n \treturn b.decode()", true},

		{"Parse returns an error instead of panicking", "@@ func Parse(s string) (int, error) {\n \tif s == \"\" {\n \t\tpanic(\"empty input\")\n \t}\n+\t// TODO: return an error\n+\tlog.Printf(\"parsing %q\", s)", false},
		{"the nil crash in Total is fixed", "@@ func Total(c *Cart) (int, error) {\n+\tlog.Println(\"total\")\n \treturn c.sum(), nil", false},
		{"load_config no longer crashes on a missing file", "@@ def load_config(path):\n-    cfg = parse(open(path).read())\n+    config = parse(open(path).read())\n+    return config", false},
		{"parse_port ya no entra en pánico con una entrada vacía", "@@ fn parse_port(s: &str) -> u16 {\n-    s.parse::<u16>().unwrap()\n+    s.trim().parse::<u16>().unwrap()", false},
		{"修复了 Decode 遇到空指针时的崩溃", "@@ func Decode(b *Buf) error {\n+\tif b == nil {\n+\t\tpanic(\"decode: nil buffer\")\n+\t}\n \treturn b.decode()", false},
	})
}
