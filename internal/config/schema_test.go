package config

import (
	"encoding/json"
	"os"
	"slices"
	"sort"
	"testing"

	"github.com/proofgate/proofgate/internal/guard"
)

// The schema ships for editors; these tests keep it in step with the code.
func TestSchemaMatchesCode(t *testing.T) {
	data, err := os.ReadFile("../../schema/proofgate.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	var schema struct {
		Properties map[string]struct {
			Properties    map[string]any `json:"properties"`
			PropertyNames struct {
				Enum []string `json:"enum"`
			} `json:"propertyNames"`
		} `json:"properties"`
	}
	if err := json.Unmarshal(data, &schema); err != nil {
		t.Fatalf("schema is not valid JSON: %v", err)
	}
	keys := func(m map[string]any) []string {
		var out []string
		for k := range m {
			out = append(out, k)
		}
		sort.Strings(out)
		return out
	}
	var top []string
	for k := range schema.Properties {
		top = append(top, k)
	}
	sort.Strings(top)
	want := slices.Sorted(slices.Values(knownKeys))
	if !slices.Equal(top, want) {
		t.Errorf("schema keys %v, code keys %v", top, want)
	}
	if got := keys(schema.Properties["gates"].Properties); !slices.Equal(got, slices.Sorted(slices.Values(gateNames))) {
		t.Errorf("schema gates %v, code %v", got, gateNames)
	}
	if got := keys(schema.Properties["verification"].Properties); !slices.Equal(got, slices.Sorted(slices.Values(checkKinds))) {
		t.Errorf("schema kinds %v, code %v", got, checkKinds)
	}
	var rules []string
	for _, r := range guard.Rules() {
		if r.ID != "internal-error" {
			rules = append(rules, r.ID)
		}
	}
	if got := schema.Properties["guardrails"].PropertyNames.Enum; !slices.Equal(slices.Sorted(slices.Values(got)), slices.Sorted(slices.Values(rules))) {
		t.Errorf("schema rules %v, guard rules %v", got, rules)
	}
}

func TestExampleLoadsCleanly(t *testing.T) {
	data, err := os.ReadFile("../../schema/example.json")
	if err != nil {
		t.Fatal(err)
	}
	// The example loosens two rules, which only the user's own file may.
	c, err := Load(setup(t, string(data), ""), env(nil))
	if err != nil || len(c.Warnings) != 0 || len(c.Loosened) != 0 {
		t.Fatalf("example: %v, warnings %q, loosened %q", err, c.Warnings, c.Loosened)
	}
	if c.Guardrails["remote-write"] != "allow" || len(c.Verification["test"]) != 2 {
		t.Errorf("example not applied: %+v", c)
	}
}
