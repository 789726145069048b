package lockfile

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/gofrs/flock"
)

func TestTake(t *testing.T) {
	tests := []struct {
		name      string
		held      string // "", "shared" or "exclusive": another holder's lock
		exclusive bool
		wantErr   error
	}{
		{"free, exclusive", "", true, nil},
		{"free, shared", "", false, nil},
		{"shared beside shared", "shared", false, nil},
		{"exclusive behind shared", "shared", true, ErrTimeout},
		{"shared behind exclusive", "exclusive", false, ErrTimeout},
		{"exclusive behind exclusive", "exclusive", true, ErrTimeout},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "x.lock")
			if tt.held != "" {
				// flock locks belong to an open file, so a second open in
				// this process contends as another process would.
				other := flock.New(path)
				take := other.RLock
				if tt.held == "exclusive" {
					take = other.Lock
				}
				if err := take(); err != nil {
					t.Fatal(err)
				}
				defer other.Unlock()
			}
			unlock, err := Take(path, tt.exclusive, 50*time.Millisecond)
			if !errors.Is(err, tt.wantErr) {
				t.Fatalf("Take: %v, want %v", err, tt.wantErr)
			}
			if err == nil {
				unlock()
			}
			if info, err := os.Stat(path); err != nil || info.Mode().Perm() != 0o600 {
				t.Errorf("lock file: %v, %v; want mode 0600", info, err)
			}
		})
	}
}

func TestTakeWaitsForARelease(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.lock")
	other := flock.New(path)
	if err := other.Lock(); err != nil {
		t.Fatal(err)
	}
	go func() {
		time.Sleep(20 * time.Millisecond)
		other.Unlock()
	}()
	unlock, err := Take(path, true, 10*time.Second)
	if err != nil {
		t.Fatalf("Take after the holder let go: %v", err)
	}
	unlock()
	if ok, err := other.TryLock(); !ok || err != nil {
		t.Errorf("the lock was not given back: %v %v", ok, err)
	}
}

func TestTakeGivesBackALateLock(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.lock")
	other := flock.New(path)
	if err := other.Lock(); err != nil {
		t.Fatal(err)
	}
	if _, err := Take(path, true, 10*time.Millisecond); !errors.Is(err, ErrTimeout) {
		t.Fatalf("Take behind a holder: %v, want ErrTimeout", err)
	}
	other.Unlock()
	// The abandoned waiter now gets the lock and must release it.
	third := flock.New(path)
	deadline := time.Now().Add(5 * time.Second)
	for {
		if ok, _ := third.TryLock(); ok {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("a lock granted after the wait was never given back")
		}
		time.Sleep(5 * time.Millisecond)
	}
	third.Unlock()
}

func TestTakeRefusesASymlink(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "elsewhere")
	path := filepath.Join(dir, "x.lock")
	if err := os.Symlink(target, path); err != nil {
		t.Skip("no symlinks here:", err)
	}
	if _, err := Take(path, true, time.Second); err == nil || !strings.Contains(err.Error(), "not a regular file") {
		t.Fatalf("Take through a symlink: %v", err)
	}
	if _, err := os.Lstat(target); !os.IsNotExist(err) {
		t.Errorf("the symlink's target was created: %v", err)
	}
}
