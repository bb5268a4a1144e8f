package prompts_test

import (
	"fmt"
	"strings"

	"github.com/ackrite/ackrite/internal/prompts"
	"github.com/ackrite/ackrite/internal/redact"
)

func ExamplePrompt_Render() {
	p, _ := prompts.Lookup("prove-it")
	text, _ := p.Render(map[string]string{"claim": "the login bug is fixed"}, redact.String)
	fmt.Println(strings.SplitN(text, "\n\n", 3)[1])
	_, err := p.Render(map[string]string{"claim": strings.Repeat("x", 5000)}, redact.String)
	fmt.Println(err)
	// Output:
	// <claim>
	// the login bug is fixed
	// </claim>
	// claim: is 5000 characters; the limit is 4000
}
