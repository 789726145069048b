package observe

import (
	"sync"

	"github.com/proofgate/proofgate/internal/shell"
)

// lastParse is the last line parseBash parsed.
var lastParse struct {
	sync.Mutex
	line string
	cmds []shell.Command
	err  error
	ok   bool
}

// parseBash is shell.Parse for observe's readers, which ask one line
// several questions in turn: a PostToolUse reads a Bash line's checks,
// actions and deploy targets, and a Stop asks each check of the ledger
// whether it formats, what it builds and what it covers. Parsing is the
// cost of each answer, so the last line's commands are kept and handed
// out again. They are shared: no reader changes a command it is given in
// place (expand copies a command before changing it), and the slice is
// clipped, so that an append copies.
func parseBash(line string) ([]shell.Command, error) {
	lastParse.Lock()
	if lastParse.ok && lastParse.line == line {
		cmds, err := lastParse.cmds, lastParse.err
		lastParse.Unlock()
		return cmds[:len(cmds):len(cmds)], err
	}
	lastParse.Unlock()
	cmds, err := shell.Parse(line)
	lastParse.Lock()
	lastParse.line, lastParse.cmds, lastParse.err, lastParse.ok = line, cmds, err, true
	lastParse.Unlock()
	return cmds[:len(cmds):len(cmds)], err
}
