package reading

import (
	"strings"
)

// What a claim says was not changed, read against a changed-file list (a
// `git diff --stat`): "config.go was not touched", "no Go files were
// modified", "el código no se tocó", "没有改动 main.go". A listed file the
// claim excludes refutes it; a list that holds none of them shows it.
// "Only docs changed" and "solo cambió el README" limit the change to
// what they name, as "only changes files under docs/" does (changesOf).

// untouchedMarks say that what stands beside them was not changed: before
// it ("did not touch X", "no changes to X", "没有改动 X") or after it ("X
// was not touched", "X no se tocó", "X 没有改").
var untouchedMarks = []struct {
	phrase string
	before bool // the excluded thing follows the phrase
	no     bool // its clause starts with a "no" ("no Go files were modified")
}{
	{"did not touch ", true, false}, {"does not touch ", true, false}, {"doesn't touch ", true, false}, {"didn't touch ", true, false},
	{"without touching ", true, false}, {"no changes to ", true, false}, {"nothing changed in ", true, false},
	{"no toca ", true, false}, {"no tocó ", true, false}, {"sin tocar ", true, false}, {"sin cambios en ", true, false}, {"no se modificó ", true, false},
	{"没有改动", true, false}, {"没有修改", true, false}, {"未修改", true, false}, {"未改动", true, false}, {"没动", true, false}, {"没有动", true, false},
	{" was not touched", false, false}, {" were not touched", false, false}, {" is not touched", false, false}, {" are not touched", false, false},
	{" was not modified", false, false}, {" were not modified", false, false}, {" were modified", false, true}, {" was modified", false, true},
	{" were changed", false, true}, {" were touched", false, true}, {" se modificaron", false, true}, {" se tocaron", false, true},
	{" untouched", false, false}, {" unchanged", false, false}, {" no se tocó", false, false}, {" no se tocaron", false, false}, {" no se modificó", false, false},
	{" sin cambios", false, false}, {"没有改", false, false}, {"未改动", false, false}, {"没有变", false, false},
}

// fileKinds name a kind of file in words, each with the test of a path.
var fileKinds = []struct {
	words []string
	is    func(path string) bool
}{
	{[]string{"go files", "go code", "archivos go", "go 文件", "go 代码"}, func(p string) bool { return strings.HasSuffix(p, ".go") }},
	{[]string{"python files", "archivos python"}, func(p string) bool { return strings.HasSuffix(p, ".py") }},
	{[]string{"migrations", "migraciones", "迁移"}, func(p string) bool { return strings.Contains(p, "migrat") }},
	{[]string{"tests", "test files", "pruebas", "测试"}, func(p string) bool { return strings.Contains(p, "test") || strings.Contains(p, "spec") }},
	{[]string{"config", "configuración", "配置"}, func(p string) bool { return strings.Contains(p, "config") || strings.Contains(p, "conf/") }},
	{[]string{"css", "stylesheets", "styles", "estilos", "样式"}, hasExt(".css", ".scss", ".sass", ".less")},
	{[]string{"html", "templates", "plantillas", "模板"}, hasExt(".html", ".htm", ".tmpl", ".gohtml")},
	{[]string{"javascript", "typescript", "js", "ts", "frontend", "front-end", "前端"}, hasExt(".js", ".jsx", ".ts", ".tsx", ".mjs", ".vue", ".svelte")},
	{[]string{"sql", "schema", "esquema"}, hasExt(".sql")},
	{[]string{"yaml", "manifests", "helm chart"}, hasExt(".yaml", ".yml")},
	{[]string{"code", "código", "codigo", "代码", "source"}, func(p string) bool { return !docFile(p) }},
	{[]string{"docs", "documentation", "documentación", "文档", "readme"}, docFile},
}

// hasExt is the test of a path ending in one of exts.
func hasExt(exts ...string) func(string) bool {
	return func(p string) bool {
		for _, e := range exts {
			if strings.HasSuffix(p, e) {
				return true
			}
		}
		return false
	}
}

// onlyMarks limit a change to what follows them ("only docs changed",
// "solo cambió el README", "只改了文档", "limited to the billing package",
// "no changes outside api/").
var onlyMarks = []string{"only ", "just ", "limited to ", "confined to ", "restricted to ", "nothing outside ", "no changes outside ",
	"se limita a ", "se limita al ", "limitado a ", "limitado al ", "nada fuera de ", "仅限于", "只涉及", "只动了", "只改动了", "solo cambió ", "sólo cambió ", "solo cambia ", "solo se cambió ", "只改了", "只修改了", "仅修改了"}

// A fileTest is what a claim names of files: a path or name, or a kind.
type fileTest struct {
	name string
	is   func(path string) bool
}

// fileTestAt returns what the words at the start of s (before) or at its
// end name of files, or false.
func fileTestAt(s string, before bool) (fileTest, bool) {
	s = strings.TrimSpace(s)
	var w string
	if before {
		f := strings.Fields(s)
		if len(f) > 1 && articles[f[0]] {
			f = f[1:]
		}
		if len(f) == 0 {
			return fileTest{}, false
		}
		w = f[0]
		if len(f) > 1 && !strings.ContainsAny(w, "./") {
			w = f[0] + " " + f[1]
		}
	} else {
		f := strings.Fields(s)
		if len(f) == 0 {
			return fileTest{}, false
		}
		w = f[len(f)-1]
		if len(f) > 1 && !strings.ContainsAny(w, "./") {
			w = f[len(f)-2] + " " + w
		}
	}
	w = strings.Trim(w, ".,;:()'\"`，。；")
	if ft, ok := dirTestAt(s, before); ok {
		return ft, true
	}
	for _, k := range fileKinds {
		for _, kw := range k.words {
			if w == kw || strings.HasPrefix(w, kw+" ") || strings.HasSuffix(w, " "+kw) || !isLatinString(kw) && strings.Contains(w, kw) {
				return fileTest{kw, k.is}, true
			}
		}
	}
	if i := strings.LastIndexByte(w, ' '); i >= 0 && strings.ContainsAny(w[i+1:], "./") {
		w = w[i+1:]
	} else if i >= 0 {
		w = w[:i]
	}
	if !strings.ContainsAny(w, "./") || strings.HasPrefix(w, ".") && len(w) < 3 {
		return fileTest{}, false
	}
	name := w
	return fileTest{name, func(p string) bool {
		return p == name || strings.HasSuffix(p, "/"+name) || strings.HasPrefix(p, strings.TrimSuffix(name, "/")+"/")
	}}, true
}

// containerWords name a directory or a package beside its name: "the
// billing package", "el paquete billing", "billing 目录".
var containerWords = map[string]bool{"package": true, "directory": true, "folder": true, "module": true, "dir": true,
	"paquete": true, "carpeta": true, "directorio": true, "módulo": true, "modulo": true, "包": true, "目录": true, "模块": true}

// underWords say that files are inside what follows ("files under docs/",
// "archivos en web/").
var underWords = map[string]bool{"under": true, "in": true, "inside": true, "within": true, "bajo": true, "en": true, "de": true}

// fileWords are the nouns of files themselves.
var fileWords = map[string]bool{"files": true, "file": true, "archivos": true, "ficheros": true, "文件": true}

// dirTestAt returns the directory that the words at the start of s
// (before) or at its end name with a container word ("the billing
// package", "el paquete billing", "files under docs/"): its files are
// those with the name as a path component, at any depth
// (internal/billing/tax.go is in the billing package).
func dirTestAt(s string, before bool) (fileTest, bool) {
	f := strings.Fields(strings.TrimSpace(s))
	if before && len(f) > 1 && articles[f[0]] {
		f = f[1:]
	}
	if len(f) < 2 {
		return fileTest{}, false
	}
	var a, b string // the two words that may be a container and its name
	if before {
		if fileWords[f[0]] && underWords[f[1]] && len(f) > 2 {
			f = f[2:]
			if len(f) > 1 && articles[f[0]] {
				f = f[1:]
			}
			if ft, ok := dirTestAt(strings.Join(f, " "), true); ok {
				return ft, true
			}
			return dirTest(f[0]), strings.HasSuffix(f[0], "/")
		}
		a, b = f[0], f[1]
	} else {
		a, b = f[len(f)-2], f[len(f)-1]
	}
	a, b = strings.Trim(a, ".,;:()'\"`，。；"), strings.Trim(b, ".,;:()'\"`，。；")
	switch {
	case containerWords[b] && !containerWords[a] && !articles[a] && a != "":
		return dirTest(a), true
	case containerWords[a] && !containerWords[b] && !articles[b] && b != "":
		return dirTest(b), true
	}
	return fileTest{}, false
}

// dirTest is the test of a directory's files.
func dirTest(name string) fileTest {
	d := strings.Trim(strings.Trim(name, ".,;:()'\"`，。；"), "/")
	return fileTest{d + "/", func(p string) bool {
		return strings.HasPrefix(p, d+"/") || strings.Contains(p, "/"+d+"/")
	}}
}

// cutNo returns a clause without the "no" it starts with, and whether it
// did.
func cutNo(s string) (string, bool) {
	for _, p := range [...]string{"no ", "ningún ", "ningun ", "ninguna ", "没有"} {
		if rest, ok := strings.CutPrefix(s, p); ok {
			return rest, true
		}
	}
	return s, false
}

func isLatinString(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// untouchedOf returns what a lower-cased claim says was not changed.
func untouchedOf(lower string) []fileTest {
	var out []fileTest
	for _, m := range untouchedMarks {
		for i := 0; ; {
			j := strings.Index(lower[i:], m.phrase)
			if j < 0 {
				break
			}
			j += i
			i = j + len(m.phrase)
			var ft fileTest
			var ok bool
			if m.before {
				ft, ok = fileTestAt(lower[i:], true)
			} else {
				start := strings.LastIndexAny(lower[:j], ".;,，；。") + 1
				clause := strings.TrimSpace(lower[start:j])
				if m.no {
					rest, no := cutNo(clause)
					if !no {
						continue
					}
					clause = rest
				}
				ft, ok = fileTestAt(clause, false)
			}
			if ok {
				out = append(out, ft)
			}
		}
	}
	return out
}

// onlyOf returns what a lower-cased claim limits its change to, when it
// names it by a kind or a file.
func onlyOf(lower string) (fileTest, bool) {
	for _, m := range onlyMarks {
		if i := strings.Index(lower, m); i >= 0 {
			rest := lower[i+len(m):]
			if ft, ok := fileTestAt(rest, true); ok {
				return ft, true
			}
		}
	}
	return fileTest{}, false
}

// readExclusions reads a changed-file list against what the claim says
// was not changed, or was the only change. It reports whether it decided
// the reading.
func (c *Claim) readExclusions(r *Reading, files []string) bool {
	cc := &c.changes
	if len(files) == 0 || len(cc.untouched) == 0 && cc.onlyTest.is == nil {
		return false
	}
	for _, f := range files {
		lf := strings.ToLower(f)
		for _, ft := range cc.untouched {
			if ft.is(lf) {
				r.Outcome, r.Rule, r.Lines, r.Refutes = Fail, "diff-excluded", []string{f + ": changed, where the claim says " + ft.name + " was not"}, true
				return true
			}
		}
		if cc.onlyTest.is != nil && !cc.onlyTest.is(lf) {
			r.Outcome, r.Rule, r.Lines, r.Refutes = Fail, "diff-outside", []string{f + ": changed, outside the only change the claim names (" + cc.onlyTest.name + ")"}, true
			return true
		}
	}
	// The list is of the change the claim is about: it need not name the
	// files the claim excludes, and does not when it shows the claim.
	r.Outcome, r.Rule, r.Lines, r.checked = Pass, "diff-inside", []string{strings.Join(files[:min(3, len(files))], ", ")}, true
	r.speaksDomain = true
	return true
}
