package config

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"slices"
	"sort"
	"strings"
	"syscall"

	"github.com/proofgate/proofgate/internal/guard"
	"github.com/proofgate/proofgate/internal/jsonr"
)

// file is one configuration file; nil fields are unset and leave the
// layer below in force.
type file struct {
	BlockCap             *int                `json:"block_cap"`
	Gates                map[string]bool     `json:"gates"`
	Verification         map[string][]string `json:"verification"`
	Guardrails           map[string]string   `json:"guardrails"`
	RefuseBlockedPrompts *bool               `json:"refuse_blocked_prompts"`
	StopCheck            *stopCheckFile      `json:"stop_check"`
}

// stopCheckFile is the stop_check object: whether proofgate may run the
// narrowest check itself at a stop, and for how long.
type stopCheckFile struct {
	Run           *bool `json:"run"`
	BudgetSeconds *int  `json:"budget_seconds"`
}

var (
	knownKeys  = []string{"$schema", "block_cap", "gates", "verification", "guardrails", "refuse_blocked_prompts", "stop_check"}
	gateNames  = []string{"premature", "scope", "claims", "mode", "guardrails"}
	checkKinds = []string{"test", "build", "lint", "typecheck", "run", "deploy"}
	decisions  = []string{"allow", "ask", "deny"}
)

// maxFile bounds a configuration file: anything larger is not one.
const maxFile = 1 << 20

// loadFile parses path. A missing file is (nil, nil, nil).
func loadFile(path string) (*file, []string, error) {
	info, err := os.Stat(path)
	if errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR) {
		return nil, nil, nil
	}
	if err == nil && !info.Mode().IsRegular() {
		err = errors.New("not a regular file")
	}
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(data) > maxFile {
		return nil, nil, fmt.Errorf("%s: larger than %d KiB", path, maxFile>>10)
	}
	var f file
	if unmarshalFile(data, &f) != nil {
		// encoding/json fails where the codec does, and its errors say
		// where and what.
		err := json.Unmarshal(data, &file{})
		return nil, nil, fmt.Errorf("%s: %s", path, describe(data, err))
	}
	warnings := unknownKeys(path, data)
	if err := f.validate(); err != nil {
		return nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	return &f, warnings, nil
}

// describe turns a JSON error into "line N: problem".
func describe(data []byte, err error) string {
	var syntax *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syntax):
		return fmt.Sprintf("line %d: %s", lineOf(data, syntax.Offset), syntax.Error())
	case errors.As(err, &typ):
		return fmt.Sprintf("line %d: %q must be %s, not %s", lineOf(data, typ.Offset), typ.Field, article(typ.Type.String()), typ.Value)
	}
	return err.Error()
}

func article(goType string) string {
	switch {
	case strings.HasPrefix(goType, "map"):
		return "an object"
	case strings.HasPrefix(goType, "[]"):
		return "a list"
	case goType == "int":
		return "a whole number"
	case goType == "bool":
		return "true or false"
	}
	return "a " + goType
}

func lineOf(data []byte, offset int64) int {
	offset = min(max(offset, 0), int64(len(data)))
	return bytes.Count(data[:offset], []byte("\n")) + 1
}

// unknownKeys warns of the top-level keys, as written, that proofgate does
// not read, in sorted order; data has been read as a file already.
func unknownKeys(path string, data []byte) []string {
	var keys []string
	r := jsonr.New(data)
	r.Map(func(key string) {
		if !slices.Contains(keys, key) {
			keys = append(keys, key)
		}
	})
	if r.Close() != nil {
		return nil
	}
	sort.Strings(keys)
	var warnings []string
	for _, k := range keys {
		if !slices.Contains(knownKeys, k) {
			warnings = append(warnings, fmt.Sprintf("%s: unknown key %q (ignored; known keys: %s)", path, k, strings.Join(knownKeys[1:], ", ")))
		}
	}
	return warnings
}

func (f *file) validate() error {
	if sc := f.StopCheck; sc != nil && sc.BudgetSeconds != nil && (*sc.BudgetSeconds < 1 || *sc.BudgetSeconds > MaxStopCheckBudget) {
		return fmt.Errorf("stop_check.budget_seconds must be between 1 and %d (the Stop hook's timeout leaves room for no more), not %d", MaxStopCheckBudget, *sc.BudgetSeconds)
	}
	if f.BlockCap != nil && (*f.BlockCap < 0 || *f.BlockCap > 8) {
		return fmt.Errorf("block_cap must be between 0 and 8 (Claude Code itself ends the turn after 8 blocks), not %d", *f.BlockCap)
	}
	for name := range f.Gates {
		if !slices.Contains(gateNames, name) {
			return fmt.Errorf("gates: unknown gate %q (known: %s)", name, strings.Join(gateNames, ", "))
		}
	}
	for kind, patterns := range f.Verification {
		if !slices.Contains(checkKinds, kind) {
			return fmt.Errorf("verification: unknown kind %q (known: %s)", kind, strings.Join(checkKinds, ", "))
		}
		for _, p := range patterns {
			if strings.TrimSpace(p) == "" {
				return fmt.Errorf("verification.%s: empty command pattern", kind)
			}
		}
	}
	for rule, d := range f.Guardrails {
		if !knownRule(rule) {
			return fmt.Errorf("guardrails: unknown rule %q (see the rule ids in proofgate.schema.json)", rule)
		}
		if !slices.Contains(decisions, d) {
			return fmt.Errorf("guardrails.%s: decision must be allow, ask or deny, not %q", rule, d)
		}
	}
	return nil
}

func knownRule(id string) bool {
	for _, r := range guard.Rules() {
		if r.ID == id {
			return true
		}
	}
	return false
}
