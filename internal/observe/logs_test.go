package observe

import (
	"slices"
	"testing"
)

func TestLog(t *testing.T) {
	tests := []struct{ line, want string }{
		{"dotnet test tests/Billing.Core.Tests > /tmp/billing-test.log 2>&1 &", "/tmp/billing-test.log"},
		{"cargo test --workspace --all-features 2>&1 | tee /tmp/ws-test.log", "/tmp/ws-test.log"},
		{"pytest -q | tee -a out/pytest.txt", "out/pytest.txt"},
		{"nohup go test ./... &> it.log &", "it.log"},
		{"npm test >> logs/test.log", "logs/test.log"},
		// no check, several checks, nowhere named
		{"echo hi > /tmp/x.log", ""},
		{"go build ./... > b.log && go test ./... > t.log", ""},
		{"go test ./... 2>/dev/null", ""},
		{"go test ./... > /dev/null", ""},
		{"go test ./... 2> err.log", ""},
		{"go test ./... 1> out.log", "out.log"},
		{"npm test | tee", ""},
		{"go test ./...", ""},
	}
	for _, tt := range tests {
		if got := (Recognizer{}).Log("Bash", tt.line); got != tt.want {
			t.Errorf("Log(%q) = %q, want %q", tt.line, got, tt.want)
		}
	}
}

func TestLogsRead(t *testing.T) {
	tests := []struct {
		line string
		want []string
	}{
		{"sleep 40; tail -n 5 /tmp/billing-test.log", []string{"/tmp/billing-test.log"}},
		{"cat /tmp/ws-test.log", []string{"/tmp/ws-test.log"}},
		{"tail -50 it.log && head -3 other.log", []string{"it.log", "other.log"}},
		// filtered, or no file
		{"tail -n 200 /tmp/t.log | grep FAIL", nil},
		{"grep -c passed /tmp/t.log", nil},
		{"cat", nil},
		{"cat internal/api/handler.go package.json", nil},
		{"go test ./...", nil},
	}
	for _, tt := range tests {
		if got := LogsRead("Bash", tt.line); !slices.Equal(got, tt.want) {
			t.Errorf("LogsRead(%q) = %q, want %q", tt.line, got, tt.want)
		}
	}
}
