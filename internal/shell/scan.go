package shell

import "strings"

// scan is Parse's fallback for text that is not valid Bash: it splits on
// control operators and blanks and strips quote characters. It can be fooled,
// which is why Parse also returns the syntax error.
func scan(src string) []Command {
	var cmds []Command
	segments := strings.FieldsFunc(src, func(r rune) bool {
		return r == ';' || r == '&' || r == '|' || r == '\n' || r == '(' || r == ')' || r == '`'
	})
	for _, seg := range segments {
		var cmd Command
		for _, f := range strings.Fields(seg) {
			f = strings.Trim(f, `"'`)
			f = strings.TrimPrefix(f, `\`)
			if f == "" || (len(cmd.Args) == 0 && isAssignment(f)) {
				continue
			}
			cmd.Args = append(cmd.Args, f)
			cmd.Literal = append(cmd.Literal, !strings.ContainsAny(f, "$*?"))
		}
		if len(cmd.Args) > 0 {
			cmd.unwrap()
			cmd.Masked = true
			cmds = append(cmds, cmd)
		}
	}
	return cmds
}
