// Package hook answers one hook call: it decodes the payload through an
// Adapter, lets the Engine judge the event against the session's ledger,
// and encodes the decision. Run never fails: whatever goes wrong becomes a
// fail-open notice, because a gate that crashes or hangs traps the user.
package hook

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"sync"
	"time"

	"github.com/proofgate/proofgate/internal/event"
)

// Adapter translates between one agent harness and proofgate's events.
type Adapter interface {
	Decode(data []byte) (event.Event, error)
	Encode(ev event.Event, d event.Decision) []byte
	FailOpen(problem string) []byte
}

// Answerer is an Adapter whose harness needs an answer even when proofgate
// is switched off: Cursor reads empty output from a permission hook as a
// block. Silence is that answer. Other adapters print nothing then.
type Answerer interface {
	Silence() []byte
}

// MaxInput caps the payload read from stdin. Real payloads are a few KB; a
// Write of a large file may reach a few MB.
const MaxInput = 8 << 20

// Deadline bounds a whole hook call. It is under every timeout in
// hooks.json, so the fail-open notice always arrives before Claude Code
// gives up on the hook and discards its output.
const Deadline = 5 * time.Second

// Opener builds the Engine for an event: the project's configuration
// depends on where the event happened. Returning ErrDisabled makes the
// hook a no-op.
type Opener func(event.Event) (*Engine, error)

// ErrDisabled is returned by an Opener when proofgate is switched off.
var ErrDisabled = errors.New("proofgate is disabled")

// Run reads one payload from stdin and writes at most one JSON object to
// stdout. open builds the Engine, so that errors in finding the state
// directory or configuration also fail open.
//
// The work runs on the calling goroutine: in a hook process that is the
// main goroutine, whose stack internal/stack has already grown, and
// handing the call to a fresh goroutine cost about a millisecond of
// stack growth and thread wake-ups per process. A timer enforces Deadline:
// when it passes first, the fail-open notice is written at once and the
// late answer is dropped. Run itself returns when the work does; Main also
// ends the process at the deadline.
func Run(stdin io.Reader, stdout io.Writer, a Adapter, open Opener) {
	run(stdin, stdout, a, open, nil)
}

// Main is Run for a hook process: when Deadline passes it writes the
// notice and exits the process with status 0, without waiting for the
// work (a stdin that never closes, a hung file system). The process should
// import internal/stack, which grows the main goroutine's stack to the
// depth the work reaches before any package initialises.
func Main(stdin io.Reader, stdout io.Writer, a Adapter, open Opener) {
	run(stdin, stdout, a, open, func() { os.Exit(0) })
}

func run(stdin io.Reader, stdout io.Writer, a Adapter, open Opener, exit func()) {
	var once sync.Once
	emit := func(out []byte) {
		once.Do(func() {
			if len(out) > 0 {
				stdout.Write(append(out, '\n'))
			}
		})
	}
	timer := time.AfterFunc(Deadline, func() {
		emit(a.FailOpen(fmt.Sprintf("timed out after %s", Deadline)))
		if exit != nil {
			exit()
		}
	})
	out := answer(stdin, a, open)
	timer.Stop()
	emit(out)
}

func answer(stdin io.Reader, a Adapter, open Opener) (out []byte) {
	defer func() {
		if r := recover(); r != nil {
			out = a.FailOpen(fmt.Sprintf("internal error: %v", r))
		}
	}()
	// Most payloads fit the first read; io.ReadAll would start at 512
	// bytes and read an Edit's 10 KB in ten calls. The buffer is made, not
	// grown: Buffer.Grow zeroes what it adds, writing all four pages of it
	// where a fresh process's make leaves the pages the payload does not
	// fill untouched.
	in := bytes.NewBuffer(make([]byte, 0, 16<<10))
	_, err := in.ReadFrom(io.LimitReader(stdin, MaxInput+1))
	data := in.Bytes()
	switch {
	case err != nil:
		return a.FailOpen("cannot read the hook input: " + err.Error())
	case len(data) > MaxInput:
		return a.FailOpen(fmt.Sprintf("the hook input is larger than %d MiB", MaxInput>>20))
	}
	ev, err := a.Decode(data)
	if err != nil {
		return a.FailOpen(err.Error())
	}
	e, err := open(ev)
	if errors.Is(err, ErrDisabled) {
		if s, ok := a.(Answerer); ok {
			return s.Silence()
		}
		return nil
	}
	if err != nil {
		return a.FailOpen(err.Error())
	}
	d, err := e.Handle(ev)
	if err != nil {
		return a.FailOpen(err.Error())
	}
	return a.Encode(ev, d)
}
