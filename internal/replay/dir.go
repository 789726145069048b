package replay

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// Transcript is one session's transcript in a project's folder.
type Transcript struct {
	Path     string
	Modified time.Time
}

// Transcripts lists the session transcripts (*.jsonl) directly in dir, as
// Claude Code keeps them per project (~/.claude/projects/<project>/),
// newest first. Subagent transcripts live in per-session subfolders and are
// read with their session, not listed.
func Transcripts(dir string) ([]Transcript, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var out []Transcript
	for _, e := range entries {
		if !e.Type().IsRegular() || !strings.HasSuffix(e.Name(), ".jsonl") {
			continue
		}
		info, err := e.Info()
		if err != nil {
			continue // removed since the listing
		}
		out = append(out, Transcript{Path: filepath.Join(dir, e.Name()), Modified: info.ModTime()})
	}
	slices.SortStableFunc(out, func(a, b Transcript) int {
		if c := b.Modified.Compare(a.Modified); c != 0 {
			return c
		}
		return strings.Compare(a.Path, b.Path)
	})
	return out, nil
}

// Add adds o's counts to s, for a total over sessions.
func (s *Summary) Add(o Summary) {
	s.Lines += o.Lines
	s.Prompts += o.Prompts
	s.Tools += o.Tools
	s.Stops += o.Stops
	s.Blocked += o.Blocked
	s.Skipped += o.Skipped
}
