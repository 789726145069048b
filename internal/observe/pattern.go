package observe

import (
	"path"
	"strings"
)

// Pattern is a project's own verification command, such as "make ci" for
// a test run or "./scripts/check.sh" for a lint: words matched against the
// start of a simple command, each word a path.Match pattern.
type Pattern struct {
	Kind  Kind
	Words []string
}

// NewPattern reads a pattern written as a command line.
func NewPattern(kind Kind, command string) Pattern {
	words := strings.Fields(command)
	for i, w := range words {
		words[i] = strings.TrimPrefix(w, "./")
	}
	return Pattern{Kind: kind, Words: words}
}

func (r Recognizer) match(args []string) (Kind, bool) {
	for _, p := range r.Patterns {
		if p.matches(args) {
			return p.Kind, true
		}
	}
	return "", false
}

func (p Pattern) matches(args []string) bool {
	if len(p.Words) == 0 || len(args) < len(p.Words) {
		return false
	}
	for i, w := range p.Words {
		ok, err := path.Match(w, strings.TrimPrefix(args[i], "./"))
		if err != nil || !ok {
			return false
		}
	}
	return true
}
