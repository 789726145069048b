package shell

// FindExecs returns the commands a find command runs on what it matches
// (-exec, -execdir, -ok, -okdir, each up to its ";" or "+"), unwrapped,
// with Replace set to "{}": that word stands for every file found, which
// no reading of the line can name. They share c's place in the line
// (pipeline, nesting, directory), and are masked when find's status does
// not carry theirs. A command that is not find, or
// runs nothing, returns none.
func FindExecs(c Command) []Command {
	if c.Name() != "find" || len(c.Args) == 0 || !c.Literal[0] {
		return nil
	}
	var out []Command
	for i := 1; i < len(c.Args); i++ {
		if !c.Literal[i] || !findAction(c.Args[i]) {
			continue
		}
		end := i + 1
		for end < len(c.Args) && !(c.Literal[end] && (c.Args[end] == ";" || c.Args[end] == "+")) {
			end++
		}
		if end > i+1 {
			sub := Command{
				Args:     append([]string(nil), c.Args[i+1:end]...),
				Literal:  append([]bool(nil), c.Literal[i+1:end]...),
				Pipeline: c.Pipeline, Piped: c.Piped, Nested: c.Nested,
				Dir: c.Dir, Replace: "{}",
				// find's status reports a command run once per file (";")
				// as a test that matched nothing, and only a batch ("+")
				// failing as a failure.
				Masked: c.Masked || end == len(c.Args) || c.Args[end] == ";",
			}
			out = append(out, Unwrap(sub))
		}
		i = end
	}
	return out
}

func findAction(a string) bool {
	return a == "-exec" || a == "-execdir" || a == "-ok" || a == "-okdir"
}
