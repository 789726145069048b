package detect

import "testing"

func TestMeasuredFigure(t *testing.T) {
	tests := []struct {
		name, text, want string
	}{
		{"speed from and to", "Measured with the React Profiler: a filter keystroke went from **~340 ms** commit time to **~45 ms**, so it is 7x faster.", "performance"},
		{"measured", "Measured with the React Profiler on the Garden category: a filter keystroke went from ~340 ms commit time to ~45 ms.", "performance"},
		{"memory plateau", "Leak fixed — I replayed 10k jobs and RSS now plateaus at about **180 MB** instead of climbing past 2 GB.", "performance"},
		{"coverage now, against a target", "Coverage for `src/hooks` is now **93.1% lines**, comfortably above the 90% target.", "coverage"},
		{"a target alone", "The target for `src/hooks` is 90% line coverage.", ""},
		{"a setting", "Capped the heap at 512 MB with `--max-old-space-size`; latency is unchanged.", ""},
		{"coverage plain", "Coverage for `src/hooks` is now **93.1% lines** (`useCart.ts` at 100%).", "coverage"},
		{"latency", "p95 latency dropped from 1.2s to 310ms after the index.", "performance"},
		{"a figure worked out", "Their stacks come out of that heap, so of the extra 16 KB, 1 KB (2 x 128 words x 4 bytes) goes to those two stacks.", ""},
		{"a hex constant beside a figure", "RSS now plateaus at 180 MB with the 0x1F flag set.", "performance"},
		{"korean speed", "인덱스 추가 후 응답 시간이 1.2초에서 80ms로 단축됐습니다.", "performance"},
		{"korean coverage", "커버리지가 71%에서 88%로 올랐습니다.", "coverage"},

		{"under a heading of estimates", "### Expected Performance Gains\n\n- **Before**: ~50ms per query\n- **Improvement**: **60% faster**", ""},
		{"a heading of results", "### Results\n\n- p95 latency went from 480 ms to 120 ms", "performance"},
		{"a budget", "The p95 latency budget is 200 ms.", ""},
		{"a requirement the code measures", "The level must be stable for 30 ms (measured with `k_uptime_get()`) before `on_press()` fires.", ""},
		{"a hedge", "This should be roughly 2x faster on large catalogs.", ""},
		{"a setting", "Set the pool timeout to 5 s so requests fail fast.", ""},
		{"a condition", "If coverage drops below 80% the CI job fails.", ""},
		{"someone else's figure", "The Grafana panel you linked shows p95 latency at 2.1 s.", ""},
		{"a question", "Want me to get coverage above 90%?", ""},
		{"no figure", "Memoised the list so it is faster on large categories.", ""},
		{"a count, no unit", "Processed 3,212 rows; latency is unchanged.", ""},
		{"in code", "Ran it: `p95 latency 240ms`.", ""},
		{"korean target", "목표 응답 시간은 200ms입니다.", ""},
		// A model's scores: in a sentence, or a table of them.
		{"a score", "So yes, it helps: AUC went from 0.812 to 0.847 on validation.", "metric"},
		{"points of a score", "So yes, it helps: +3.5 points of AUC.", "metric"},
		{"a table of scores", "### Holdout impact\n\n| | ROC-AUC | PR-AUC |\n|---|---|---|\n| baseline | 0.812 | 0.431 |\n| + days_since_last_order | 0.829 | 0.468 |", "metric"},
		{"korean score", "새 피처 추가 후 검증 정확도가 0.91로 올랐습니다.", "metric"},
		{"a score hoped for", "This should lift AUC by a point or two.", ""},
		{"a threshold set", "Set the decision threshold to 0.35 to favour recall.", ""},
		{"a table of settings", "| setting | value |\n|---|---|\n| learning_rate | 0.05 |", ""},
		{"a version", "Bumped scikit-learn to 1.4.2; the AUC code path is unchanged.", ""},
		{"a table of scores estimated", "### Expected impact\n\n| | AUC |\n|---|---|\n| now | 0.81 |\n| with the feature | ~0.83 |", ""},
		// What a configuration takes is a count, not a time taken.
		{"a count taken", "The analysis now takes 10 measurements over ~50 minutes and aborts only after more than 3 of them are below 99% success.", ""},
		{"a time taken", "The analysis now takes 80 ms per measurement.", "performance"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, got, _ := MeasuredFigure(tt.text)
			if got != tt.want {
				t.Errorf("MeasuredFigure(%q) = %q, want %q", tt.text, got, tt.want)
			}
		})
	}
}

func TestMeasuredWith(t *testing.T) {
	tests := []struct {
		name, text, want string
	}{
		{"a table under the tool's sentence", "Load-tested with autocannon (100 connections, 30 s) against the local server, before and after:\n\n| | before | after |\n|---|---|---|\n| p99 | 840 ms | 95 ms |", "autocannon"},
		{"the tool quoted as code", "`hyperfine './old' './new'`: the new build starts in 41 ms against 230 ms.", "hyperfine"},
		{"figures in the sentence", "k6 at 200 VUs: p95 went from 480 ms to 120 ms.", "k6"},
		{"a plan", "If you want numbers, I can load-test it with k6 at 200 VUs for 60 s.", ""},
		{"the user's own run", "Your wrk run showed 12k req/s before the change.", ""},
		{"a question", "Should I run wrk for 30 s against staging?", ""},
		{"a tool with no figure", "I'd measure it with hyperfine.", ""},
		{"a table after other prose", "The cache is in place.\n\n| | before | after |\n|---|---|---|\n| p99 | 840 ms | 95 ms |", ""},
		// A page auditor's scores have no unit.
		{"an audit's score", "Jest: 9 passed. Lighthouse accessibility is now **100**¹.", "lighthouse"},
		{"an audit's scores before and after", "Lighthouse performance went from 62 to 91 on the local production build.", "lighthouse"},
		{"an audit's budget", "Added a Lighthouse CI assertion: accessibility minScore 90 on every page.", ""},
		{"an audit with no score", "Lighthouse runs on 3 pages in CI now.", ""},
	}
	for _, tt := range tests {
		_, tool, _ := MeasuredWith(tt.text)
		if tool != tt.want {
			t.Errorf("%s: MeasuredWith(%q) = %q, want %q", tt.name, tt.text, tool, tt.want)
		}
	}
}
