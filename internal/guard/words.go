package guard

import (
	"strings"

	"github.com/proofgate/proofgate/internal/shell"
)

// word is one argument with whether the shell's value of it is known.
type word struct {
	text string
	lit  bool
}

// program returns the lower-cased name a command runs, without directory
// or ".exe", so "/usr/bin/RM" and "git.exe" are judged as rm and git.
func program(c shell.Command) string {
	return strings.TrimSuffix(strings.ToLower(c.Name()), ".exe")
}

// known reports whether the value of a word is known: it is literal, or it
// holds no expansion that the shell would perform.
func (w word) known() bool {
	return w.lit || !strings.ContainsAny(w.text, "$`") && !strings.Contains(w.text, "<(")
}

// placeholder stands for an expansion whose value is unknown.
const placeholder = "\x00"

// blank replaces the expansions of an unresolved word ($X, ${X}, $(…),
// `…`, <(…)) with placeholder, so what is left can be judged.
func blank(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == '`':
			end := strings.IndexByte(s[i+1:], '`')
			if end < 0 {
				end = len(s) - i - 1
			}
			i += end + 1
		case s[i] == '$' && i+1 < len(s) && (s[i+1] == '{' || s[i+1] == '('):
			i = closing(s, i+1)
		case (s[i] == '<' || s[i] == '>') && i+1 < len(s) && s[i+1] == '(':
			i = closing(s, i+1)
		case s[i] == '$' && i+1 < len(s) && isNameByte(s[i+1]):
			i++
			for i+1 < len(s) && isNameByte(s[i+1]) {
				i++
			}
		case s[i] == '$' && i+1 < len(s) && strings.IndexByte("@*#?!$-0123456789", s[i+1]) >= 0:
			i++
		default:
			b.WriteByte(s[i])
			continue
		}
		b.WriteString(placeholder)
	}
	return b.String()
}

// closing returns the index of the bracket closing the one at s[open].
func closing(s string, open int) int {
	pair := map[byte]byte{'(': ')', '{': '}'}[s[open]]
	depth := 0
	for i := open; i < len(s); i++ {
		switch s[i] {
		case s[open]:
			depth++
		case pair:
			depth--
			if depth == 0 {
				return i
			}
		}
	}
	return len(s) - 1
}

func isNameByte(b byte) bool {
	return b == '_' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
}

// args returns a command's arguments after the program.
func args(c shell.Command) []word {
	var out []word
	for i := 1; i < len(c.Args); i++ {
		out = append(out, word{c.Args[i], c.Literal[i]})
	}
	return out
}

// shortFlags reports whether a is a cluster of short options ("-rf").
func shortFlags(a string) bool {
	return len(a) > 1 && a[0] == '-' && a[1] != '-'
}

// hasOpt reports whether the arguments hold a long option (exact or with
// "=value") or a short option letter inside a cluster.
func hasOpt(ws []word, long string, short byte) bool {
	for _, w := range ws {
		a := w.text
		if a == "--" {
			return false
		}
		if long != "" && (a == long || strings.HasPrefix(a, long+"=")) {
			return true
		}
		if short != 0 && shortFlags(a) && strings.IndexByte(a[1:], short) >= 0 {
			return true
		}
	}
	return false
}
