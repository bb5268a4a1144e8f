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

// A claim measured by numbers — a trend or a bound — is shown by a
// measurement: code, a benchmark's source included, never affirms it,
// while a fix the code's lines do still reads from the code.
func TestCodeIsNoMeasurement(t *testing.T) {
	checkCode(t, []affirmCase{
		{"the nil crash in Render is fixed", "@@ func Render(p *Page) string {\n+\tif p == nil {\n+\t\treturn \"\"\n+\t}\n \treturn p.html()", true},
		{"the upload handler no longer leaks file handles", "@@ func upload(w http.ResponseWriter, r *http.Request) {\n \tf, err := os.Open(path)\n+\tdefer f.Close()", true},
		{"export_csv_cell escapes quotes now", "@@ def export_csv_cell(v):\n-    return v\n+    return '\"' + v.replace('\"', '\"\"') + '\"'", true},
		{"parseDate acepta fechas con zona horaria", "@@ func parseDate(s string) (time.Time, error) {\n-\treturn time.Parse(\"2006-01-02\", s)\n+\treturn time.Parse(time.RFC3339, s)", true},
		{"登录接口现在会校验验证码", "@@ func login(req *Request) error {\n+\tif !captcha.Verify(req.Captcha) {\n+\t\treturn ErrCaptcha\n+\t}\n \treturn auth(req)", true},

		{"The new JoinLabels implementation is faster than the old one.", "func BenchmarkJoinLabelsNew(b *testing.B) {\n\tfor i := 0; i < b.N; i++ {\n\t\t_ = JoinLabelsNew(labels)\n\t}\n}", false},
		{"The search endpoint now answers in under 100 ms at p95.", "@@ func search(q string) []Hit {\n+\tif hits, ok := cache.Get(q); ok {\n+\t\treturn hits\n+\t}\n \treturn index.Search(q)", false},
		{"Image resizing is 3x faster with the new library.", "-import \"image/draw\"\n+import \"golang.org/x/image/draw\"\n@@ func resize(src image.Image) image.Image {\n-\tdraw.Draw(dst, r, src, p, draw.Src)\n+\tdraw.CatmullRom.Scale(dst, r, src, src.Bounds(), draw.Src, nil)", false},
		{"la consulta de pedidos es más rápida con el índice nuevo", "CREATE INDEX CONCURRENTLY idx_orders_customer ON orders (customer_id, created_at);", false},
		{"报表生成的耗时降到 2 秒以内", "@@ def build_report(rows):\n-    for r in rows: db.save(r)\n+    db.bulk_save(rows)", false},
	})
}
