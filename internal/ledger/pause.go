package ledger

import (
	"errors"
	"fmt"
	"io/fs"
)

// ErrNoSession is returned, wrapped, by SetPause when no ledger matches and
// none may be started.
var ErrNoSession = errors.New("no session recorded")

// SetPause sets the user's pause (nil resumes) on a session's ledger, under
// the ledger's lock, and returns the ledger as written.
//
// With a session id it is that session's latest ledger, whatever its
// directory: the hooks key a ledger by the session's cwd, which the caller
// (a slash command's shell step) need not share. A session with no ledger
// yet gets one in cwd, so a pause typed before the first hook still holds.
// Without an id it is the latest ledger of cwd, as status shows it.
func (s *Store) SetPause(session, cwd string, p *Pause) (*Ledger, error) {
	l, err := s.Find(session, cwd)
	switch {
	case errors.Is(err, fs.ErrNotExist) && session != "":
		l = &Ledger{Session: session, Cwd: cwd}
	case errors.Is(err, fs.ErrNotExist):
		return nil, fmt.Errorf("%w for %s in %s: give --session, or run /proofgate:pause inside the Claude Code session", ErrNoSession, cwd, s.dir)
	case err != nil:
		return nil, err
	}
	if p != nil {
		p.At = s.Now().UTC()
	}
	up, err := s.Update(l.Session, l.Cwd, func(l *Ledger) error {
		l.Pause = p
		return nil
	})
	return up.Ledger, err
}

// Find returns the ledger the user's commands act on: with a session id,
// that session's latest ledger, whatever its directory (the hooks key a
// ledger by the session's cwd, which a slash command's shell step need
// not share); without one, the latest ledger of cwd, as status shows it.
// None is reported with fs.ErrNotExist.
func (s *Store) Find(session, cwd string) (*Ledger, error) {
	return s.Latest(func(l *Ledger) bool {
		if session != "" {
			return l.Session == session
		}
		return l.Cwd == cwd
	})
}
