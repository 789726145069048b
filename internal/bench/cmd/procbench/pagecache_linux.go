package main

import (
	"os"

	"golang.org/x/sys/unix"
)

// dropCache drops the file at path from the page cache, so that the next
// process to run it reads it back from disk through its own page faults.
// Only clean pages are dropped: the file is synced first.
func dropCache(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	if err := f.Sync(); err != nil {
		return err
	}
	return unix.Fadvise(int(f.Fd()), 0, 0, unix.FADV_DONTNEED)
}
