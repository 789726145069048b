package ledger

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/proofgate/proofgate/internal/observe"
)

// TestFullDisk runs the store on a tmpfs too small for the ledger: the
// update fails with an error (the hook fails open on it), the previous
// ledger survives, and neither a temporary file nor part of a snapshot is
// left to fill the disk further.
func TestFullDisk(t *testing.T) {
	mnt := t.TempDir()
	if err := syscall.Mount("tmpfs", mnt, "tmpfs", 0, "size=16k"); err != nil {
		t.Skipf("cannot mount a small tmpfs (needs root): %v", err)
	}
	t.Cleanup(func() { syscall.Unmount(mnt, 0) })
	s, err := Open(filepath.Join(mnt, "l"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Update("sess", "/p", func(l *Ledger) error { l.RecordChange("/p/a.go", observe.Code, "Edit", false); return nil }); err != nil {
		t.Fatal(err)
	}
	// Fill what is left of the disk.
	filler, _ := os.Create(filepath.Join(mnt, "filler"))
	filler.Write(make([]byte, 64<<10))
	filler.Close()
	_, err = s.Update("sess", "/p", func(l *Ledger) error { *l = *bigLedger("new"); return nil })
	if err == nil {
		t.Fatal("an update on a full disk reported success")
	}
	t.Logf("full disk: %v", err)
	l, lerr := s.Load(Key("sess", "/p"))
	if lerr != nil || len(l.Changes) != 1 || l.Changes[0].Path != "/p/a.go" {
		t.Errorf("previous ledger lost on a full disk: %+v, %v", l, lerr)
	}
	if data, _ := os.ReadFile(s.File(Key("sess", "/p"))); len(data) == 0 || data[len(data)-1] != '\n' {
		t.Errorf("the failed append left part of its snapshot behind (%d bytes)", len(data))
	}
	if strays, _ := filepath.Glob(filepath.Join(s.Dir(), "*.tmp")); len(strays) != 0 {
		t.Errorf("temporary files left on a full disk: %v", strays)
	}
}
