package gate

import (
	"slices"
	"strings"
)

// A run of a program no table reads that ended well after the last change
// (ledger.Unread: `raco make`, `idris2 --build`) may be the check the change
// needed, or the run a claim reports; proofgate cannot tell, so the gate
// warns where it would have blocked on a check it could not see. Not when
// the claim names another run: "`lein test` passes" after only
// `clj-kondo --lint src` names a run nobody made.

// unreadBacks reports an unread run after the last change that may be the
// run claim c reports: the claim names no checker, in its words or in a
// command quoted beside it, that the unread line does not run.
func (e evidence) unreadBacks(c claim) bool {
	if !e.unread() {
		return false
	}
	ran := commandsOf(strings.ToLower(e.l.UnreadBy))
	for _, named := range namedRuns(strings.ToLower(c.line), strings.ToLower(c.phrase)) {
		if !slices.ContainsFunc(ran, func(ws []string) bool { return startsWith(ws, named) }) {
			return false
		}
	}
	return true
}

// namedRuns are the runs a claim (phrase, lower case, in line) names: a
// checker in its words ("mypy reports no issues"), or a command quoted
// beside it, by its program and subcommand ("`mage test` passed": mage
// test). A quote of one word that names no checker or runner ("`parse`
// passes") is a test or a function, not a run.
func namedRuns(line, phrase string) [][]string {
	var named [][]string
	for _, w := range strings.FieldsFunc(phrase, notToolRune) {
		if checkerNames(w) {
			named = append(named, []string{w})
		}
	}
	at := strings.Index(line, phrase)
	if at < 0 || phrase == "" {
		return named
	}
	for _, sp := range codeSpans(line) {
		if !nextTo(line, sp, at, at+len(phrase)) && !ranInSentence(line, sp, at) {
			continue
		}
		ws := toolWords(line[sp[0]:sp[1]])
		switch {
		case len(ws) >= 2:
			named = append(named, ws[:2])
		case len(ws) == 1 && (checkerNames(ws[0]) || runnerNames(ws[0])):
			named = append(named, ws)
		}
	}
	return named
}

// startsWith reports a command's words that begin with prefix's.
func startsWith(ws, prefix []string) bool {
	return len(ws) >= len(prefix) && slices.Equal(ws[:len(prefix)], prefix)
}
