package detect

import (
	"path/filepath"
	"testing"
)

func FuzzScan(f *testing.F) {
	for _, c := range loadJSONL[premCase](f, filepath.Join("testdata", "devset", "premature.jsonl")) {
		f.Add(c.Text)
	}
	f.Add("```\nunclosed fence I'll")
	f.Add("`unclosed inline I'll fix it")
	f.Add("\"unclosed quote 할게요")
	f.Fuzz(func(t *testing.T, text string) {
		got := Scan(text)
		if got.Reasons == nil {
			t.Fatal("Reasons is nil")
		}
		if got.Rules == nil || len(got.Rules) != len(got.Reasons) {
			t.Fatalf("%d rules for %d reasons", len(got.Rules), len(got.Reasons))
		}
		if got.Gap != "" && !got.Unverified {
			t.Fatal("a reason for a gap without the gap")
		}
		acts, changes := Acts(text)
		for _, a := range append(acts, changes...) {
			if a == "" {
				t.Fatal("an empty act")
			}
		}
		if (got.Premature || got.Deferral || got.ScopeReduction) && len(got.Reasons) == 0 {
			t.Fatal("a flag without a reason")
		}
		if sent, ok := BarePromise(text); ok && (sent == "" || !got.Premature) {
			t.Fatalf("a bare promise %q that Scan does not read as premature", sent)
		}
		if sent, ok := ChangeReport(text); ok && sent == "" {
			t.Fatal("an empty change report")
		}
		if sent, kind, ok := MeasuredFigure(text); ok && (sent == "" || kind != "coverage" && kind != "performance" && kind != "metric") {
			t.Fatalf("a measured figure %q of kind %q", sent, kind)
		}
		if sent, tool, ok := MeasuredWith(text); ok && (sent == "" || !measurer(tool)) {
			t.Fatalf("figures %q measured with %q, no measuring tool", sent, tool)
		}
		Reads(text)
	})
}

func FuzzClaims(f *testing.F) {
	for _, c := range loadJSONL[claimCase](f, filepath.Join("testdata", "devset", "claims.jsonl")) {
		f.Add(c.Text, len(c.Observed), 0)
	}
	kinds := []string{"edit", "test", "build", "lint", "typecheck", "run", "deploy", "bogus", ""}
	f.Fuzz(func(t *testing.T, text string, n int, seed int) {
		if n < 0 {
			n = -n
		}
		n %= 8
		obs := make([]Observation, n)
		for i := range obs {
			k := kinds[((seed+i*7)%len(kinds)+len(kinds))%len(kinds)]
			obs[i] = Observation{Kind: k, Path: "p.go", Command: text, ExitCode: (seed >> i) & 1}
		}
		got := Claims(text, obs)
		if got.Reasons == nil {
			t.Fatal("Reasons is nil")
		}
		if !got.Claim && !got.Grounded {
			t.Fatal("Grounded false without a claim")
		}
		if got.Claim && !got.Grounded && len(got.Reasons) == 0 {
			t.Fatal("unsupported claim without a reason")
		}
	})
}
