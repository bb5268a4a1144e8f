package redact_test

import (
	"fmt"

	"github.com/ackrite/ackrite/internal/redact"
)

// String replaces the secret part of every match with [REDACTED:<rule>]
// and keeps the text around it, so an excerpt stays readable.
func ExampleString() {
	fmt.Println(redact.String(`curl -H "Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.c2lnbmF0dXJl" https://api.internal/orders`))
	fmt.Println(redact.String("DB_PASSWORD=hc2FyLPvMGvr2K DB_HOST=db.internal"))
	fmt.Println(redact.String("--- PASS: TestCheckout (0.00s)")) // a test verdict, not a password
	// Output:
	// curl -H "Authorization: Bearer [REDACTED:jwt]" https://api.internal/orders
	// DB_PASSWORD=[REDACTED:password] DB_HOST=db.internal
	// --- PASS: TestCheckout (0.00s)
}
