package observe

import (
	"testing"

	"github.com/proofgate/proofgate/internal/event"
)

// A curl that prints the status code reports the request in its output:
// where a later command masks the line's status, the code tells whether a
// response came back.
func TestOutcomeOfACurlThatPrintsItsStatus(t *testing.T) {
	for _, tc := range []struct {
		name, line, output string
		want               string // "true", "false" or "nil"
	}{
		{"a response, the status masked by a later command",
			"docker run -d --rm -p 8081:80 --name t site:local >/dev/null && sleep 1 && curl -s -o /dev/null -w '%{http_code}\\n' http://localhost:8081/docs/; docker stop t",
			"200\nt", "true"},
		{"a 404 is a response too", "curl -s -o /dev/null -w '%{http_code}\\n' http://localhost:3000/old; echo done", "404\ndone", "true"},
		{"no response", "curl -s -o /dev/null --write-out=%{http_code} http://localhost:9/; echo", "000\n", "false"},
		{"no code printed", "curl -s http://localhost:3000/; echo", "<html></html>\n", "nil"},
		{"no write-out: the code is another program's", "curl -s http://localhost:3000/count; echo", "200\n", "nil"},
	} {
		checks := Checks(tc.line)
		if len(checks) != 1 || checks[0].Kind != Run || !checks[0].Masked {
			t.Fatalf("%s: checks = %+v", tc.name, checks)
		}
		got := "nil"
		if o := Outcome(checks[0], false, event.Result{Output: tc.output}); o != nil {
			got = map[bool]string{true: "true", false: "false"}[*o]
		}
		if got != tc.want {
			t.Errorf("%s: Outcome = %s, want %s", tc.name, got, tc.want)
		}
	}
}

func TestPrintsStatus(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want bool
	}{
		{[]string{"curl", "-s", "-o", "/dev/null", "-w", "%{http_code}\\n", "http://x"}, true},
		{[]string{"curl", "-w%{response_code}", "http://x"}, true},
		{[]string{"curl", "--write-out=HTTP %{http_code}", "http://x"}, true},
		{[]string{"curl", "-w", "%{time_total}", "http://x"}, false},
		{[]string{"curl", "-fsS", "http://x"}, false},
		{[]string{"wget", "-w", "%{http_code}", "http://x"}, false},
	} {
		if got := printsStatus(tc.args); got != tc.want {
			t.Errorf("printsStatus(%q) = %v, want %v", tc.args, got, tc.want)
		}
	}
}

func TestHTTPStatus(t *testing.T) {
	for _, tc := range []struct {
		name, line, output string
		want               int
	}{
		{"a printed code", "curl -s -o /dev/null -w '%{http_code}\\n' localhost:9100/healthz", "404\n", 404},
		{"curl -i", "curl -si localhost:3000/api/orders", "HTTP/1.1 500 Internal Server Error\r\nContent-Type: application/json\r\n\r\n{\"error\":\"boom\"}", 500},
		{"redirects followed: the last response", "curl -sIL http://example.test/", "HTTP/1.1 301 Moved Permanently\nLocation: /home\n\nHTTP/1.1 200 OK\n", 200},
		{"curl -v", "curl -v localhost:8080/", "*   Trying 127.0.0.1:8080...\n> GET / HTTP/1.1\n< HTTP/1.1 204 No Content\n", 204},
		{"a body that mentions HTTP", "curl -s localhost:8080/doc", "use HTTP/2 for this", 0},
		{"no status shown", "curl -s localhost:8080/", "{\"ok\":true}", 0},
	} {
		checks := Checks(tc.line)
		if len(checks) != 1 {
			t.Fatalf("%s: checks = %+v", tc.name, checks)
		}
		if got := checks[0].HTTPStatus(tc.output); got != tc.want {
			t.Errorf("%s: HTTPStatus = %d, want %d", tc.name, got, tc.want)
		}
	}
}

// FuzzHTTPStatus: any line and output are read without a crash, and a
// status found has three digits.
func FuzzHTTPStatus(f *testing.F) {
	f.Add("curl -si localhost:3000/", "HTTP/1.1 500 Internal Server Error\r\n")
	f.Add("curl -s -o /dev/null -w '%{http_code}' x", "000")
	f.Fuzz(func(t *testing.T, line, output string) {
		for _, c := range Checks(line) {
			if s := c.HTTPStatus(output); s != 0 && (s < 0 || s > 999) {
				t.Errorf("HTTPStatus(%q) = %d", output, s)
			}
		}
	})
}
