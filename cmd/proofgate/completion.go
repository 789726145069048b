package main

import (
	"fmt"

	"github.com/urfave/cli/v2"
)

func completionCommand() *cli.Command {
	return &cli.Command{
		Name:      "completion",
		Usage:     "print a shell completion script (bash, zsh or fish)",
		ArgsUsage: "bash|zsh|fish",
		Description: `Examples:
   source <(proofgate completion bash)             # in ~/.bashrc
   proofgate completion zsh > "${fpath[1]}/_proofgate"
   proofgate completion fish > ~/.config/fish/completions/proofgate.fish`,
		Action: func(c *cli.Context) error {
			if c.NArg() > 1 {
				return usageError(c, "takes one argument, the shell; got %d", c.NArg())
			}
			switch c.Args().First() {
			case "bash":
				fmt.Fprint(c.App.Writer, bashCompletion)
			case "zsh":
				fmt.Fprint(c.App.Writer, zshCompletion)
			case "fish":
				script, err := c.App.ToFishCompletion()
				if err != nil {
					return err
				}
				fmt.Fprint(c.App.Writer, script)
			default:
				return usageError(c, "name a shell: bash, zsh or fish")
			}
			return nil
		},
	}
}

// The bash and zsh scripts ask proofgate itself for candidates, so they
// follow the commands and flags of the installed version.
const bashCompletion = `# bash completion for proofgate
_proofgate() {
	local cur words
	cur="${COMP_WORDS[COMP_CWORD]}"
	words=("${COMP_WORDS[@]:0:COMP_CWORD}")
	COMPREPLY=($(compgen -W "$("${words[@]}" --generate-bash-completion 2>/dev/null)" -- "$cur"))
}
complete -o default -F _proofgate proofgate
`

const zshCompletion = `#compdef proofgate
_proofgate() {
	local -a candidates
	candidates=("${(@f)$(${words[@]:0:$((CURRENT-1))} --generate-bash-completion 2>/dev/null)}")
	_describe 'proofgate' candidates
}
compdef _proofgate proofgate
`
