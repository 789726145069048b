package detect

import (
	"strings"
	"testing"
)

func TestPastedRuns(t *testing.T) {
	block := "\n\n```\n$ curl -i localhost:8080/api/widgets/nope\nHTTP/1.1 404 Not Found\n```"
	for _, tc := range []struct {
		text string
		want string // the commands, "|"-separated
	}{
		{"Hit it locally with curl to confirm:" + block, "curl -i localhost:8080/api/widgets/nope"},
		{"Ran it on the fixture:\n\n```\n$ csvtool dedupe fixtures/contacts.csv\nkept 41 of 44 rows\n```", "csvtool dedupe fixtures/contacts.csv"},
		{"I tested it with:" + block, "curl -i localhost:8080/api/widgets/nope"},
		{"로컬에서 직접 실행해 봤습니다:" + block, "curl -i localhost:8080/api/widgets/nope"},
		// Not a try of the agent's: the user's, a plan, an instruction.
		{"You can confirm with:" + block, ""},
		{"To reproduce, hit it with curl:" + block, ""},
		{"Run this to check:" + block, ""},
		// No output: an instruction; no prompt: output alone.
		{"Hit it locally with curl to confirm:\n\n```\n$ curl -i localhost:8080/api/widgets/nope\n```", ""},
		{"Ran it on the fixture:\n\n```\nkept 41 of 44 rows\n```", ""},
		// No colon: the block is not what the sentence introduces.
		{"Ran it on the fixture." + block, ""},
	} {
		if got := strings.Join(PastedRuns(tc.text), "|"); got != tc.want {
			t.Errorf("PastedRuns(%q) = %q, want %q", tc.text, got, tc.want)
		}
	}
}

// FuzzPastedRuns: any text is read without a panic, and every command
// returned stands in the text.
func FuzzPastedRuns(f *testing.F) {
	f.Add("Hit it locally with curl to confirm:\n\n```\n$ curl -i localhost:8080/x\nHTTP/1.1 200 OK\n```")
	f.Add("Ran it:\n```\n❯ make\n\n```")
	f.Fuzz(func(t *testing.T, text string) {
		for _, cmd := range PastedRuns(text) {
			if cmd == "" || !strings.Contains(strings.ReplaceAll(text, "\r\n", "\n"), cmd) {
				t.Errorf("PastedRuns(%q) gave %q", text, cmd)
			}
		}
	})
}
