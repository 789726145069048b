package observe

import "strings"

// printsStatus reports a curl told to print the response's status code
// (-w '%{http_code}\n', --write-out=%{response_code}): the code it prints
// is the run's report of the request, whatever follows it on the line.
func printsStatus(args []string) bool {
	if len(args) == 0 || program(args[0]) != "curl" {
		return false
	}
	for i, a := range args[1:] {
		var format string
		switch {
		case a == "-w" || a == "--write-out":
			if i+2 < len(args) {
				format = args[i+2]
			}
		case strings.HasPrefix(a, "--write-out="):
			format = a[len("--write-out="):]
		case strings.HasPrefix(a, "-w") && !strings.HasPrefix(a, "--"):
			format = a[2:]
		}
		if strings.Contains(format, "http_code") || strings.Contains(format, "response_code") {
			return true
		}
	}
	return false
}

// statusShown finds the status code a curl printed: the last line of
// output that is three digits and nothing else ("200", or "000" when no
// response came).
func statusShown(output string) (string, bool) {
	for output != "" {
		i := strings.LastIndexByte(strings.TrimRight(output, "\n"), '\n')
		line := strings.TrimSpace(output[i+1:])
		if len(line) == 3 && numeric(line) {
			return line, true
		}
		if i < 0 {
			break
		}
		output = output[:i]
	}
	return "", false
}

// HTTPStatus is the status code of the last response a run of check c
// shows in its output: the code a curl printed for -w '%{http_code}', or
// an HTTP status line ("HTTP/1.1 404 Not Found", "< HTTP/2 500") that
// curl -i, -I or -v and httpie print. 0 when the output shows none, and
// for a check that is not a run.
func (c Check) HTTPStatus(output string) int {
	if c.Kind != Run {
		return 0
	}
	own, _, _ := c.part.of(output)
	own = lastBytes(own, tailBytes)
	if c.status {
		if code, ok := statusShown(own); ok {
			return atoi3(code)
		}
	}
	last := 0
	for line := range strings.Lines(own) {
		if code := statusLine(line); code > 0 {
			last = code
		}
	}
	return last
}

// statusLine reads "HTTP/1.1 404 Not Found" (after "< " in curl -v's
// trace): its code, or 0.
func statusLine(line string) int {
	line = strings.TrimPrefix(strings.TrimLeft(line, " "), "< ")
	if !strings.HasPrefix(line, "HTTP/") {
		return 0
	}
	_, rest, ok := strings.Cut(line, " ")
	if !ok || len(rest) < 3 || !numeric(rest[:3]) || len(rest) > 3 && rest[3] != ' ' && rest[3] != '\r' && rest[3] != '\n' {
		return 0
	}
	return atoi3(rest[:3])
}

func atoi3(s string) int { return int(s[0]-'0')*100 + int(s[1]-'0')*10 + int(s[2]-'0') }
