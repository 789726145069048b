package ledger

import (
	"hash/fnv"
	"strconv"
)

// Failures is the current prompt's memory of failing checks: an agent
// that runs the same check into the same first error again and again is
// stuck, and is better told to step back than left to loop until the
// stop. It keeps only hashes, never a command's output, and starts afresh
// with each prompt the user types.
type Failures struct {
	// Prompt is the prompt it belongs to (Ledger.Prompts when recorded).
	Prompt int `json:"prompt"`
	// Told is set once the agent was told it keeps failing the same way:
	// once per prompt is advice, more is noise.
	Told bool      `json:"told,omitempty"`
	Runs []Failure `json:"runs,omitempty"`
}

// Failure is one check command's latest run of failures with the same
// first error line.
type Failure struct {
	Check string `json:"check"` // hash of the command
	Error string `json:"error"` // hash of the first error line
	Count int    `json:"count"` // failures in a row with that error
}

// maxFailures bounds the checks remembered in a prompt.
const maxFailures = 8

// current returns the prompt's memory, started afresh when the user has
// typed a prompt since it was written.
func (l *Ledger) current() *Failures {
	if l.Failures == nil || l.Failures.Prompt != l.Prompts {
		l.Failures = &Failures{Prompt: l.Prompts}
	}
	return l.Failures
}

// RecordFailure notes that check failed with firstError as its first
// error line and returns how many times in a row, in this prompt, it
// has failed with that same line. Only hashes of both are kept.
func (l *Ledger) RecordFailure(check, firstError string) int {
	f := l.current()
	c, e := digest(check), digest(firstError)
	for i, r := range f.Runs {
		if r.Check != c {
			continue
		}
		if r.Error == e {
			r.Count++
		} else {
			r = Failure{Check: c, Error: e, Count: 1}
		}
		// The latest moves to the end, so the bound drops the stalest.
		f.Runs = append(append(f.Runs[:i:i], f.Runs[i+1:]...), r)
		return r.Count
	}
	f.Runs = keepLast(append(f.Runs, Failure{Check: c, Error: e, Count: 1}), maxFailures)
	return 1
}

// RecordPass forgets the failures of check: it passed, so whatever
// failed before was got past.
func (l *Ledger) RecordPass(check string) {
	if l.Failures == nil || l.Failures.Prompt != l.Prompts {
		return
	}
	c := digest(check)
	for i, r := range l.Failures.Runs {
		if r.Check == c {
			l.Failures.Runs = append(l.Failures.Runs[:i:i], l.Failures.Runs[i+1:]...)
			return
		}
	}
}

// TellRepeat reports whether the agent may be told, in this prompt, that
// a check keeps failing the same way, and marks it told.
func (l *Ledger) TellRepeat() bool {
	f := l.current()
	if f.Told {
		return false
	}
	f.Told = true
	return true
}

// digest is a short hash: enough to tell two commands or two error lines
// apart, and nothing of what they said.
func digest(s string) string {
	h := fnv.New64a()
	h.Write([]byte(s))
	return strconv.FormatUint(h.Sum64(), 36)
}
