// Command fakeapi is the fixture HTTP server for scripts/capture-runners: it
// listens on 127.0.0.1 only (port 0 unless given), prints its address on the
// first line of stdout, and answers each route with one canned response.
package main

import (
	"fmt"
	"net"
	"net/http"
	"os"
)

type route struct {
	path, contentType, body string
	status                  int
}

var routes = []route{
	{"/healthz", "application/json", `{"status":"ok","version":"2.4.1"}`, 200},
	{"/api/v1/orders/42", "application/json", `{"id":42,"status":"paid","total_cents":9000}`, 200},
	{"/oauth/token", "application/json", `{"error":"invalid_grant","error_description":"refresh token expired or revoked"}`, 200},
	{"/api/v1/orders", "application/json", `{"ok":false,"message":"inventory service unavailable"}`, 200},
	{"/api/v1/checkout", "application/json", `{"success":false,"reason":"card_declined"}`, 200},
	{"/graphql", "application/json", `{"data":{"invoice":null},"errors":[{"message":"Cannot query field \"pdfUrl\" on type \"Invoice\".","path":["invoice","pdfUrl"]}]}`, 200},
	{"/api/v1/search", "application/json", `{"results":[{"id":7,"title":"Blue mug"}],"errors":[]}`, 200},
	{"/api/v1/me", "application/json", `{"error":"unauthorized","message":"missing or invalid bearer token"}`, 401},
	{"/api/v1/reports/9", "application/json", `{"error":"not_found","message":"report 9 does not exist"}`, 404},
	{"/api/v1/export", "text/plain; charset=utf-8", "internal server error\n", 500},
	{"/api/v1/invoices/pdf", "application/json", `{"error":"service_unavailable","retry_after":30}`, 503},
	{"/api/v2/login", "application/json", `{"token":"<redacted-by-fixture>","expires_in":3600}`, 200},
}

func main() {
	addr := "127.0.0.1:0"
	if len(os.Args) > 1 {
		addr = os.Args[1]
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		fmt.Fprintln(os.Stderr, "fakeapi:", err)
		os.Exit(1)
	}
	mux := http.NewServeMux()
	for _, r := range routes {
		mux.HandleFunc(r.path, func(w http.ResponseWriter, req *http.Request) {
			w.Header().Set("Content-Type", r.contentType)
			if r.status == 503 {
				w.Header().Set("Retry-After", "30")
			}
			w.WriteHeader(r.status)
			fmt.Fprint(w, r.body)
		})
	}
	fmt.Println(ln.Addr().String())
	if err := http.Serve(ln, mux); err != nil {
		fmt.Fprintln(os.Stderr, "fakeapi:", err)
		os.Exit(1)
	}
}
