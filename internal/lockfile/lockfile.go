// Package lockfile takes the advisory file locks that keep concurrent hook
// processes from losing each other's writes.
package lockfile

import (
	"errors"
	"fmt"
	"os"
	"time"

	"github.com/gofrs/flock"
)

// ErrTimeout is returned when another process held the lock past the wait.
var ErrTimeout = errors.New("timed out waiting for the lock")

// Take locks the file at path, exclusively or shared, creating it 0600 when
// it is missing, and returns the function that unlocks it. It refuses a
// path that is not a regular file: opening the lock follows symlinks and
// creates what they point to.
//
// A free lock, the usual case, is taken with one non-blocking flock. Only
// a held one is waited for, in the kernel (a blocking flock, not polling),
// and at most wait; a lock granted after the wait is given back.
func Take(path string, exclusive bool, wait time.Duration) (unlock func(), err error) {
	lk, err := open(path)
	if err != nil {
		return nil, err
	}
	try, take := lk.TryRLock, lk.RLock
	if exclusive {
		try, take = lk.TryLock, lk.Lock
	}
	release := func() { _ = lk.Unlock() }
	if ok, err := try(); err != nil || ok {
		if err != nil {
			return nil, err
		}
		return release, nil
	}
	// Held by another process: a goroutine and a timer would cost every
	// hook a thread hand-off, so they are only started here.
	got := make(chan error, 1)
	go func() { got <- take() }()
	timer := time.NewTimer(wait)
	defer timer.Stop()
	select {
	case err := <-got:
		if err != nil {
			return nil, err
		}
		return release, nil
	case <-timer.C:
		// Give the lock back if the wait ends after all; the process is
		// usually about to exit, but a long-lived caller must not leak it.
		go func() {
			if <-got == nil {
				release()
			}
		}()
		return nil, ErrTimeout
	}
}

// TryTake takes the exclusive lock at path if it is free, without waiting:
// ok is false when another process holds it. The file is made as Take
// makes it.
func TryTake(path string) (unlock func(), ok bool, err error) {
	lk, err := open(path)
	if err != nil {
		return nil, false, err
	}
	if ok, err := lk.TryLock(); err != nil || !ok {
		return nil, false, err
	}
	return func() { _ = lk.Unlock() }, true, nil
}

// open refuses a path that is not a regular file: opening the lock follows
// symlinks and creates what they point to.
func open(path string) (*flock.Flock, error) {
	if info, err := os.Lstat(path); err == nil && !info.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not a regular file (a symlink?); remove it", path)
	}
	return flock.New(path, flock.SetPermissions(0o600)), nil
}
