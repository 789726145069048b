package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/urfave/cli/v2"
)

// flagsFirst moves a command's flags ahead of its arguments. urfave/cli v2
// stops reading flags at the first argument, so `proofgate replay s.jsonl
// --json` would treat --json as a second file; people type flags last, so
// every command takes them in any position. Everything after "--" stays an
// argument, and "-" (stdin) is an argument too.
func flagsFirst(a *cli.App, args []string) []string {
	if len(args) < 2 {
		return args
	}
	// Find the command: the first word after the program's own flags.
	i := 1
	for i < len(args) && strings.HasPrefix(args[i], "-") && args[i] != "-" {
		i++
	}
	if i >= len(args) {
		return args
	}
	cmd := a.Command(args[i])
	if cmd == nil {
		return args
	}
	valued := map[string]bool{}
	for _, f := range cmd.Flags {
		_, isBool := f.(*cli.BoolFlag)
		for _, name := range f.Names() {
			valued[name] = !isBool
		}
	}
	var flags, positional []string
	rest := args[i+1:]
	for j := 0; j < len(rest); j++ {
		arg := rest[j]
		switch {
		case arg == "--":
			positional = append(positional, rest[j:]...)
			j = len(rest)
		case arg == "-" || !strings.HasPrefix(arg, "-") || strings.ContainsAny(arg, " \t\n"):
			// No flag name holds a space: "-rf ~ is bad" is quoted text.
			positional = append(positional, arg)
		default:
			flags = append(flags, arg)
			name := strings.TrimLeft(arg, "-")
			if !strings.Contains(name, "=") && valued[name] && j+1 < len(rest) {
				j++
				flags = append(flags, rest[j])
			}
		}
	}
	out := append([]string{}, args[:i+1]...)
	for _, f := range flags {
		if f == "-h" || f == "--help" || f == "-help" {
			// Help was asked for: urfave/cli would read the arguments as
			// help topics ("No help topic for 's.jsonl'").
			return append(out, "--help")
		}
	}
	out = append(out, flags...)
	return append(out, positional...)
}

// usageError is a misuse of the command line: said on stderr with how to
// get help, exit status 2.
func usageError(c *cli.Context, format string, a ...any) error {
	name := "proofgate"
	if c != nil && c.Command != nil && c.Command.Name != "" && c.Command.Name != name {
		name += " " + c.Command.Name
	}
	msg := fmt.Sprintf(format, a...)
	return cli.Exit(fmt.Sprintf("%s: %s\nRun '%s --help' for usage.", name, msg, name), 2)
}

// onUsageError turns urfave/cli's flag errors (an unknown flag, a missing
// value) into usage errors instead of printing the help on stdout.
func onUsageError(c *cli.Context, err error, _ bool) error {
	if c.Command != nil && strings.Contains(c.Command.ArgsUsage, "|-]") && strings.Contains(err.Error(), "not defined") {
		// `check-command rm -rf ~` unquoted: the text's words became flags.
		return usageError(c, "%v (give the text as one quoted argument, or after --)", err)
	}
	return usageError(c, "%v", err)
}

// noArgs refuses arguments to a command that takes none.
func noArgs(c *cli.Context) error {
	if c.NArg() > 0 {
		return usageError(c, "unexpected argument %q (this command takes no arguments)", c.Args().First())
	}
	return nil
}

// textArg reads the text a command judges: its one argument, or stdin when
// there is none or it is "-". More than one argument is a usage error: an
// argument is never silently dropped.
func textArg(c *cli.Context, stdin io.Reader) (string, error) {
	switch c.NArg() {
	case 0:
	case 1:
		if arg := c.Args().First(); arg != "-" {
			return arg, nil
		}
	default:
		return "", usageError(c, "takes one argument, the text, or none to read stdin; got %d (quote the text: '…')", c.NArg())
	}
	data, err := io.ReadAll(stdin)
	return string(data), err
}
