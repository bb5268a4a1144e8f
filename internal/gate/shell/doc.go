// Package shell reads a shell command line the way the gate needs it
// (docs/rules.md §13): which simple commands it runs, with which words, what each
// writes through a redirection, and which here-documents feed them. It is
// a reader for deciding what ran, not a shell: it expands nothing, runs
// nothing and touches no file.
//
//	for _, s := range shell.Split(`cd sub && go test ./... 2>&1 | tail -20`) {
//		argv := shell.Program(s.Argv) // without VAR=value and wrappers (env, sudo, timeout…)
//		_ = s.Op                      // "", "&&", "||", ";", "|", "&"
//		_ = s.Redir                   // files written by > and >>
//	}
package shell
