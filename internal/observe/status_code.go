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
		if len(line) == 3 && isDigits(line) {
			return line, true
		}
		if i < 0 {
			break
		}
		output = output[:i]
	}
	return "", false
}

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}
