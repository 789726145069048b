// Package devset reads the labelled example files the detectors and the
// prompt classifier are measured on: JSON Lines, one labelled case per
// line, in the formats of ../shared/devset (see its README).
package devset

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// Read decodes every non-blank line of the JSON Lines file at path into a T.
// An error names the file and line.
func Read[T any](path string) ([]T, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []T
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		var v T
		if err := json.Unmarshal([]byte(line), &v); err != nil {
			return nil, fmt.Errorf("%s:%d: %v", path, n, err)
		}
		out = append(out, v)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return out, nil
}

// batchFile is the name of a blind batch's file: blind7_claims.jsonl; the
// first batch has no number (blind_claims.jsonl).
var batchFile = regexp.MustCompile(`^blind(\d*)_([a-z]+)\.jsonl$`)

// Batches returns the blind batches in dir that have a file of the given
// kind ("claims", "scope", "prompts"), as batch name ("blind1", "blind7")
// to path, in batch order.
func Batches(dir, kind string) ([]string, map[string]string, error) {
	names, err := filepath.Glob(filepath.Join(dir, "blind*_"+kind+".jsonl"))
	if err != nil {
		return nil, nil, err
	}
	paths := map[string]string{}
	var order []string
	for _, p := range names {
		m := batchFile.FindStringSubmatch(filepath.Base(p))
		if m == nil || m[2] != kind {
			continue
		}
		num := m[1]
		if num == "" {
			num = "1"
		}
		name := "blind" + num
		paths[name] = p
		order = append(order, name)
	}
	sort.Slice(order, func(i, j int) bool {
		a, _ := strconv.Atoi(strings.TrimPrefix(order[i], "blind"))
		b, _ := strconv.Atoi(strings.TrimPrefix(order[j], "blind"))
		return a < b
	})
	return order, paths, nil
}
