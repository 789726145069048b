package config

import (
	"encoding/json"
	"flag"
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/proofgate/proofgate/internal/jsongen"
)

var update = flag.Bool("update", false, "rewrite codec_gen.go")

// TestCodecSource: the codec must be what the json tags say; with -update
// (go generate) it is rewritten from them.
func TestCodecSource(t *testing.T) {
	jsongen.CheckSource(t, "codec_gen.go", *update, reflect.TypeFor[file]())
}

var codec = jsongen.Codec[file]{Append: appendFile, Read: readFile, Unmarshal: unmarshalFile}

// TestCodecAgreesWithEncodingJSON fills every field of the file type and
// holds the codec to encoding/json.
func TestCodecAgreesWithEncodingJSON(t *testing.T) {
	codec.CheckFilled(t)
	for _, s := range configSeeds {
		codec.Check(t, []byte(s))
	}
}

var configSeeds = []string{
	`{}`, `null`, `[]`, `{"block_cap": 1, "gates": {"scope": false}, "verification": {"test": ["make check"]}, "guardrails": {"push": "allow"}}`,
	`{"$schema": "x", "refuse_blocked_prompts": true, "stop_check": {"run": true, "budget_seconds": 30}}`,
	`{"block_cap": "2"}`, `{"gates": {"scope": "no"}}`, `{"verification": {"test": "make"}}`, `{"stop_check": null, "block_cap": null}`,
	`{"Block_Cap": 3, "GATES": {"Scope": true}}`, `{"block_cap": 1.5}`, `{"block_cap": 1`, `{"unknown": [1, {"a": null}]}`, `{"x": 1, "x": 2, "Block_cap": 1, "\u0062lock_cap": 2}`,
}

// FuzzConfigCodec reads anything with the codec and with json.Unmarshal:
// they must fail alike and read the same file.
func FuzzConfigCodec(f *testing.F) {
	for _, s := range configSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		codec.Check(t, data)
		if unmarshalFile(data, &file{}) == nil {
			if got, want := unknownKeys("c.json", data), unknownKeysAsMap("c.json", data); !slices.Equal(got, want) {
				t.Fatalf("unknownKeys(%q) = %q, want %q", data, got, want)
			}
		}
	})
}

// unknownKeysAsMap is unknownKeys as it read the keys before, through a
// map decoded by encoding/json.
func unknownKeysAsMap(path string, data []byte) []string {
	var top map[string]json.RawMessage
	if json.Unmarshal(data, &top) != nil {
		return nil
	}
	var warnings []string
	for _, k := range slices.Sorted(maps.Keys(top)) {
		if !slices.Contains(knownKeys, k) {
			warnings = append(warnings, fmt.Sprintf("%s: unknown key %q (ignored; known keys: %s)", path, k, strings.Join(knownKeys[1:], ", ")))
		}
	}
	return warnings
}
