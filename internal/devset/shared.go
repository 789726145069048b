package devset

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
)

// Shared returns the path of sub inside the shared folder that sits next
// to the repository (../shared from the module root), where CI keeps the
// dev set and the real sessions. PROOFGATE_SHARED names another folder. A
// user's clone has none: the error says so, for a test to skip with.
func Shared(sub string) (string, error) {
	if dir := os.Getenv("PROOFGATE_SHARED"); dir != "" {
		return existing(filepath.Join(dir, sub))
	}
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return existing(filepath.Join(dir, "..", "shared", sub))
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("no go.mod above the working directory")
		}
		dir = parent
	}
}

func existing(path string) (string, error) {
	if _, err := os.Stat(path); err != nil {
		return "", fmt.Errorf("%s is not here (it sits next to the repository in CI; set PROOFGATE_SHARED to use another copy): %w", path, err)
	}
	return filepath.Clean(path), nil
}
