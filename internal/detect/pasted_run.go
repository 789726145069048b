package detect

import (
	"slices"
	"strings"
)

// A transcript of a run, pasted as the agent's own: "Hit it locally with
// curl to confirm:" and then a fenced block holding "$ curl -i …" and what
// it printed. The block shows a command and its output; the sentence
// before it says the agent ran it. The gate holds the command to the
// session, which either ran it or did not. An instruction shows the
// command alone ("Run this to check:" and "$ make test"), a sentence in
// the user's voice ("You can confirm with:") or a plan ("To reproduce:")
// reports no try, and a block whose first line is no prompted command is
// output only, which the claim readers read.

// tryIntroVerbsEN are the past forms that report a try before a
// transcript, beyond tryVerbsEN: "Tested with:", "Verified:".
var tryIntroVerbsEN = []string{"tested", "verified", "confirmed", "checked", "smoke-tested", "output", "result", "results"}

// PastedRuns returns the commands of the transcripts text shows as runs
// the agent made: each fenced block that opens on a prompted command ("$
// cmd", "❯ cmd") with output after it, right after a sentence that ends
// in ':' and reports a try in the agent's own voice.
func PastedRuns(text string) []string {
	units := segment(text)
	var out []string
	for i := 1; i < len(units); i++ {
		u, intro := units[i], units[i-1]
		if u.kind != unitCode || !intro.colon || !prose(intro) || !triesBefore(intro) {
			continue
		}
		if cmd, ok := transcript(u.raw); ok {
			out = append(out, cmd)
		}
	}
	return out
}

// triesBefore reports an introduction that says the agent tried something:
// "Hit it locally with curl to confirm:", "Ran it on the fixture:", "I
// tested it with:", "직접 실행해 봤습니다:".
func triesBefore(u unit) bool {
	if u.korean {
		return u.lowAny([]string{"실행해 봤", "실행해봤", "실행해 보니", "돌려 봤", "돌려봤", "돌려 보니", "호출해 봤", "호출해 보니", "확인했"}) != ""
	}
	ws := u.ws
	for i, w := range ws {
		if w == "you" || w == "your" || w == "to" && i+1 < len(ws) && ws[i+1] == "reproduce" {
			return false
		}
	}
	for i, w := range ws {
		if tryVerbsEN.has(w) || slices.Contains(tryIntroVerbsEN, w) {
			// The agent's: first in the sentence, or after I/we or an
			// adverb of its own voice ("Then I ran", "Locally ran").
			if i == 0 || tryVoiceEN.has(ws[i-1]) {
				return true
			}
		}
	}
	return false
}

// transcript returns the command of a block that opens on a prompted
// command and prints something after it.
func transcript(body string) (string, bool) {
	lines := strings.Split(strings.TrimSpace(body), "\n")
	if len(lines) < 2 {
		return "", false
	}
	first := strings.TrimSpace(lines[0])
	var cmd string
	for _, p := range []string{"$ ", "❯ ", "% "} {
		if c, ok := strings.CutPrefix(first, p); ok {
			cmd = strings.TrimSpace(c)
			break
		}
	}
	if cmd == "" {
		return "", false
	}
	for _, l := range lines[1:] {
		if t := strings.TrimSpace(l); t != "" && !strings.HasPrefix(t, "$ ") {
			return cmd, true
		}
	}
	return "", false
}
