package classify

import (
	"slices"
	"strings"
	"testing"

	"github.com/proofgate/proofgate/internal/bench"
)

// Pasted output is blanked line by line; what the user wrote around it
// stays.
func TestBlankMaterial(t *testing.T) {
	for _, c := range []struct{ in, kept, gone string }{
		{"why did it stop?\n2024-05-02T01:02:11Z WARN will force push partial file\n", "why did it stop?", "force push"},
		{"$ git push --force origin main\nwhat did that overwrite?", "what did that overwrite?", "git push"},
		{"error: failed to push some refs\nhint: updates were rejected\nfix the remote url", "fix the remote url", "hint:"},
		{"error: the build fails on arm64, fix it", "error: the build fails on arm64, fix it", ""},
		{"traceback (most recent call last):\n  file \"a.py\", line 3, in run\n    drop_table()\nvalueerror: bad\nmake it retry", "make it retry", "drop_table"},
		{"> deploy it to prod first\nthen fix the flag", "then fix the flag", "deploy"},
		{"<bash-stdout>pushed to origin</bash-stdout> ok now tag it", "ok now tag it", "pushed"},
		{"see:\n\"\"\"\nrm -rf /var/data\n\"\"\"\nwhy?", "why?", "rm -rf"},
	} {
		got := blankMaterial(c.in)
		if len(got) != len(c.in) {
			t.Fatalf("blankMaterial(%q) changed the length", c.in)
		}
		if !strings.Contains(got, c.kept) || c.gone != "" && strings.Contains(got, c.gone) {
			t.Errorf("blankMaterial(%q) = %q, want %q kept and %q gone", c.in, got, c.kept, c.gone)
		}
	}
}

// Words in pasted material or in a pasted plan's steps never make a prompt
// Blocked, and a plan or a long document is never Quick for its questions.
func TestMaterialIsNoRequest(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{"Here is what CI printed:\n\n2024-05-02T01:02:11Z INFO deploy to prod skipped\n2024-05-02T01:02:12Z ERROR git push --force rejected\n\nWhy was the deploy skipped?", Quick, []string{Production}},
		{"Push failed with a 403 again. Can you check the remote URL in .git/config?", Quick, []string{RemoteWrite}},
		{"List the auth pages we have (login, signup, reset password) and say which lack tests.", Quick, []string{SecretOrAuth}},
		{"create an empty commit so CI runs again", Normal, nil},
		{"commit it and push to my branch", Blocked, []string{RemoteWrite}},
	})
	plan := "Implement the following plan:\n\n# Plan: archive old invoices\n\n## Steps\n- Add `archived_at` to invoices.\n- Delete the archived rows from the hot table after 90 days.\n- Push the new job config.\n\n## Open questions\n- Should we explain the archive in the UI?\n- Is read-only access enough for support?\n\n## Out of scope\n- Archiving credit notes.\n"
	r := Prompt(plan)
	if r.Mode != Normal && r.Mode != Deep || !slices.Equal(r.Cuts, []string{"archiving credit notes"}) {
		t.Errorf("a pasted plan is %s (%v), cuts %q; want normal or deep, its out-of-scope item a cut", r.Mode, r.Reasons, r.Cuts)
	}
	r = Prompt(bench.LongPrompt)
	if r.Mode != Deep || slices.Contains(r.Risks, Destructive) || slices.Contains(r.Risks, RemoteWrite) {
		t.Errorf("bench.LongPrompt = %s %v, want deep without its log's push and deletes", r.Mode, r.Risks)
	}
}
