package detect

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/proofgate/proofgate/internal/ascii"
)

// MeasuredFigure returns the first sentence of text that reports a figure
// measured on the program as the agent's result, and its kind: "coverage"
// ("Coverage for src/hooks is now 93.1% lines") or "performance" ("a
// filter keystroke went from ~340 ms to ~45 ms", "RSS now plateaus at
// about 180 MB", "쿼리 시간이 1.2초에서 80ms로 줄었습니다"). Such a figure
// is the output of a run that measured it; the gate holds the sentence to
// the session's runs. The reader cannot fire on:
//
//   - a target, a budget or a setting: "the p95 budget is 200 ms", "cap
//     the heap at 512 MB", "timeout 30 s";
//   - a plan, an estimate or a hedge: "should be ~2x faster", "I expect
//     the latency to drop", "it will likely halve", or any figure under a
//     heading of them ("### Expected Performance Gains");
//   - a condition or a question: "if coverage drops below 80%";
//   - a figure someone else reported: "the Grafana panel you linked shows
//     p95 at 2.1 s", "the issue reports 3 s loads";
//   - code, quotes and tables: a tool's output pasted or a table of
//     settings is no sentence of the agent's. A table of a model's scores
//     (a metric in one row, decimal scores in the next: "| | ROC-AUC |",
//     "| baseline | 0.812 |") is the one table read, as kind "metric",
//     with sentences that give a score ("AUC went from 0.812 to 0.847").
func MeasuredFigure(text string) (sentence, kind string, ok bool) {
	hedged := false  // under a heading of estimates: "### Expected Performance Gains"
	metricHead := "" // a table row naming a model metric: "| | ROC-AUC | PR-AUC |"
	for _, u := range segment(text) {
		if u.kind == unitHeading {
			hedged = hasAny(u.ws, measureNotResult...) || hasAny(u.ws, "projected", "potential", "estimates", "expectations")
			continue
		}
		if u.kind == unitTable && !hedged {
			// A table of a model's scores is the result of an evaluation:
			// its metric in one row, the scores in the next.
			switch {
			case metricWord(u.ws):
				if metricHead = u.text(); decimalFigure(u.masked) {
					return metricHead, "metric", true
				}
			case metricHead != "" && decimalFigure(u.masked):
				return metricHead + "; " + u.text(), "metric", true
			}
			continue
		}
		metricHead = ""
		if hedged || !prose(u) || endsQuestion(u.masked) {
			continue
		}
		if k := measuredKind(u); k != "" {
			return u.text(), k, true
		}
	}
	return "", "", false
}

func measuredKind(u unit) string {
	if u.korean {
		return measuredKindKO(u)
	}
	ws := u.ws
	if hasAny(ws, measureNotResult...) || hasAny(ws, measureTargets...) && !hasAny(ws, measureResults...) || arithmeticShown(u.masked) {
		return ""
	}
	switch {
	case hasAny(ws, "coverage") && hasFigure(u.masked, true):
		return "coverage"
	case performanceWord(ws) && hasFigure(u.masked, false):
		return "performance"
	case metricWord(ws) && (decimalFigure(u.masked) || hasFigure(u.masked, true) || hasAny(ws, "points", "pts", "pp")):
		return "metric"
	}
	return ""
}

// arithmeticShown reports a sentence that works its figure out in front of
// the reader, a product of numbers ("1 KB (2 x 128 words x 4 bytes)",
// "3 × 512 MB"): a figure computed from the settings, not measured.
func arithmeticShown(s string) bool {
	for i := 0; i < len(s); i++ {
		op := 0
		switch {
		case s[i] == 'x' || s[i] == '*':
			op = 1
		case strings.HasPrefix(s[i:], "×"):
			op = len("×")
		default:
			continue
		}
		before := strings.TrimRight(s[:i], " ")
		after := strings.TrimLeft(s[i+op:], " ")
		if before != "" && after != "" && isDigit(before[len(before)-1]) && isDigit(after[0]) &&
			(len(before) < i || len(after) < len(s)-i-op || s[i] != 'x') {
			return true // "2 x 128", "3×512"; not "0x1F" or "4x" in a word
		}
	}
	return false
}

func isDigit(b byte) bool { return '0' <= b && b <= '9' }

// metricWord reports a word of a model's evaluation metric in ws: "AUC
// 0.847", "+3.5 points of AUC", "F1 went from 0.71 to 0.78", "RMSE".
// Precision and recall name a metric only beside a figure the readers
// ask for anyway; alone they are common words.
func metricWord(ws []string) bool {
	for i, w := range ws {
		switch w {
		case "auc", "roc-auc", "pr-auc", "auroc", "auprc", "f1", "f1-score", "rmse", "mae", "mape", "logloss", "log-loss",
			"bleu", "rouge", "perplexity", "ndcg", "wer", "accuracy", "precision", "recall", "정확도", "재현율", "정밀도":
			return true
		case "loss":
			if i > 0 && ws[i-1] == "log" {
				return true
			}
		}
		if strings.HasSuffix(w, "-auc") || strings.HasPrefix(w, "auc") && len(w) <= 6 {
			return true
		}
	}
	return false
}

// decimalFigure reports a score written as a decimal fraction: "0.847",
// ".91", "0,83". A number of more digits before the point (3.14, a
// version's 1.20, 10.05) is none.
func decimalFigure(s string) bool {
	for i := 0; i+2 < len(s); i++ {
		if s[i] != '.' && s[i] != ',' || s[i+1] < '0' || s[i+1] > '9' || s[i+2] < '0' || s[i+2] > '9' {
			continue
		}
		if i == 0 || !ascii.IsWord(s[i-1]) || s[i-1] == '0' && (i == 1 || !ascii.IsWord(s[i-2])) {
			return true
		}
	}
	return false
}

// performanceWord reports a word of performanceWords in ws that says what
// a figure measures. "Measured from the start of the transaction" names
// where a count starts, and "timed out" a failure: neither is a figure
// taken.
func performanceWord(ws []string) bool {
	for i, w := range ws {
		if !slices.Contains(performanceWords, w) {
			continue
		}
		next := ""
		if i+1 < len(ws) {
			next = ws[i+1]
		}
		switch {
		case w == "measured" && (next == "from" || next == "since" || next == "relative" || next == "in" || next == "as"):
		case w == "timed" && next == "out":
		case (w == "takes" || w == "took") && countTaken(ws[i+1:]):
			// "The analysis now takes 10 measurements over ~50 minutes":
			// a count of things the configuration takes, not a time.
		default:
			return true
		}
	}
	return false
}

// countTaken reports words after "takes" that count things taken ("10
// measurements", "3 samples") rather than give a time or a size: a number
// and a noun that is no unit.
func countTaken(ws []string) bool {
	if len(ws) < 2 || !isNumber(ws[0]) {
		return false
	}
	return !unitAt(ws[1], false)
}

// performanceWords say what a figure measures: speed, latency, memory.
var performanceWords = []string{"faster", "slower", "speedup", "speed-up", "latency", "p50", "p90", "p95", "p99",
	"throughput", "rss", "heap", "allocations", "allocs", "plateaus", "plateaued", "fps", "req/s", "rps",
	// a figure the agent says it took: "Measured with the React Profiler: … ~45 ms", "now takes 80 ms"
	"measured", "benchmarked", "profiled", "timed", "takes", "took"}

// measureNotResult are words of a figure that is not a result the agent
// measured: a target or setting, a hedge or plan, a condition, someone
// else's report.
var measureNotResult = []string{"should", "would", "could", "might", "may", "will", "must",
	"can", "expect", "expected", "expecting", "estimate", "estimated", "likely", "probably", "hopefully", "roughly",
	"if", "once", "when", "unless", "until", "whether", "you", "your", "reported", "reports", "dashboard", "grafana",
	"datadog", "ticket", "issue", "according", "users", "customers", "documented", "docs", "readme", "claims", "claimed"}

// measureTargets are words of a target or a setting: a figure beside one is
// that figure ("the p95 budget is 200 ms"), unless the sentence reports a
// result against it (measureResults: "coverage is now 93.1%, above the 90%
// target").
var (
	measureTargets = []string{"target", "targets", "goal", "budget", "slo", "sla", "threshold", "limit", "limits",
		"timeout", "cap", "capped", "set", "sets", "configured", "limited", "default", "defaults", "max", "maximum", "minimum", "min", "aim"}
	measureResults = []string{"now", "went", "dropped", "rose", "fell", "increased", "decreased", "reduced", "improved",
		"plateaus", "plateaued", "measured", "benchmarked", "profiled"}
)

// koMeasure are the Korean words of what a figure measures; koMeasureNot
// those of a figure that is not a result measured.
var (
	koMeasure    = []string{"빨라", "느려", "단축", "지연", "응답 시간", "응답시간", "메모리", "처리량", "latency", "p95", "p99", "rss"}
	koMeasureNot = []string{"목표", "기준", "예상", "것 같", "거예요", "겁니다", "ㄹ 것", "수 있", "면 ", "제한", "타임아웃", "말씀하신", "보고된", "대시보드"}
)

func measuredKindKO(u unit) string {
	if u.lowAny(koMeasureNot) != "" {
		return ""
	}
	switch {
	case u.lowAny([]string{"커버리지", "coverage"}) != "" && hasFigure(u.masked, true):
		return "coverage"
	case u.lowAny(koMeasure) != "" && hasFigure(u.masked, false):
		return "performance"
	case (metricWord(u.ws) || u.lowAny([]string{"정확도", "재현율", "정밀도"}) != "") && decimalFigure(u.masked):
		return "metric"
	}
	return ""
}

// figureUnits are the units a measured figure is given in.
var figureUnits = []string{"ms", "s", "sec", "secs", "seconds", "µs", "us", "ns", "mb", "gb", "kb", "mib", "gib",
	"kib", "x", "×", "fps", "rps", "%", "초", "배"}

// hasFigure reports a number followed by a unit of figureUnits (only a
// percentage when percent is set): "340 ms", "~45ms", "93.1%", "3.2x".
func hasFigure(s string, percent bool) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' || i > 0 && ascii.IsWord(s[i-1]) {
			continue
		}
		j := i
		for j < len(s) && (s[j] >= '0' && s[j] <= '9' || (s[j] == '.' || s[j] == ',') && j+1 < len(s) && s[j+1] >= '0' && s[j+1] <= '9') {
			j++
		}
		k := j
		for k < len(s) && s[k] == ' ' {
			k++
		}
		if unitAt(s[k:], percent) {
			return true
		}
		i = j
	}
	return false
}

// unitAt reports a unit of figureUnits at the start of s, ended by a
// word's end.
func unitAt(s string, percent bool) bool {
	if percent {
		return strings.HasPrefix(s, "%")
	}
	for _, unit := range figureUnits {
		if len(s) < len(unit) || !strings.EqualFold(s[:len(unit)], unit) {
			continue
		}
		rest := s[len(unit):]
		if r, _ := utf8.DecodeRuneInString(rest); rest == "" || !isWordRune(r) {
			return true
		}
	}
	return false
}

// MeasuredWith returns the sentence of text that names a load or benchmark
// tool beside the figures it gave ("Load-tested with autocannon (100
// connections, 30 s) against the local server, before and after:" over a
// table of latencies), and the tool; ok is false when there is none. The
// tool may stand in prose or in inline code (`hyperfine './old' './new'`).
// A sentence that hedges, plans, asks or tells someone else's figure
// (measureNotResult, a question) names a tool the user may run, not one
// the agent ran; a figure is the sentence's own, or a table's right after
// it.
func MeasuredWith(text string) (sentence, tool string, ok bool) {
	units := segment(text)
	for i, u := range units {
		if !prose(u) || endsQuestion(u.masked) || u.korean {
			continue
		}
		t := measurerIn(u)
		if t == "" || hasAny(u.ws, measureNotResult...) {
			continue
		}
		if hasFigure(u.masked, false) || i+1 < len(units) && units[i+1].kind == unitTable && hasFigure(units[i+1].masked, false) ||
			auditor(t) && auditScore(u) {
			return u.text(), t, true
		}
	}
	return "", "", false
}

// measurerIn returns the load or benchmark tool a sentence names, in its
// words or at the start of an inline code span; "" when it names none.
func measurerIn(u unit) string {
	for _, w := range u.ws {
		if measurer(w) {
			return w
		}
	}
	for _, c := range u.codes {
		if f := strings.Fields(strings.ToLower(c)); len(f) > 0 && measurer(f[0]) {
			return f[0]
		}
	}
	return ""
}

// measurer reports the name of a load generator, a benchmark runner or a
// page auditor: a program whose output is the figures. Names that are also
// words ("ab", "hey") are left out: "hey" opens a sentence as often as it
// runs one.
func measurer(w string) bool {
	switch w {
	case "autocannon", "wrk", "wrk2", "k6", "oha", "vegeta", "bombardier", "artillery", "locust", "hyperfine", "siege", "ghz":
		return true
	}
	return auditor(w)
}

// auditor reports a page auditor, whose figures are scores out of 100
// with no unit: "Lighthouse accessibility is now 100".
func auditor(w string) bool { return w == "lighthouse" || w == "lhci" || w == "pagespeed" }

// auditScore reports a sentence that gives a page audit's score as a
// result: a category ("accessibility", "performance", "SEO", "score")
// beside a bare score, not a budget or a threshold a config sets
// ("minScore 90 for performance").
func auditScore(u unit) bool {
	if !hasAny(u.ws, "accessibility", "performance", "seo", "score", "scores", "pwa", "a11y") ||
		hasAny(u.ws, "budget", "budgets", "threshold", "thresholds", "minimum", "min", "minscore", "target", "targets", "assert", "assertion", "assertions", "below", "least", "fail", "fails") {
		return false
	}
	return bareScore(u.masked)
}

// bareScore reports a whole number of one to three digits, no more than
// 100, standing as a word of its own: a score out of 100.
func bareScore(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) || i > 0 && (ascii.IsWord(s[i-1]) || s[i-1] == '.' || s[i-1] == ',') {
			continue
		}
		j := i
		for j < len(s) && isDigit(s[j]) {
			j++
		}
		n, _ := strconv.Atoi(s[i:j])
		if j-i <= 3 && n <= 100 && (j == len(s) || !ascii.IsWord(s[j]) && s[j] != '.' && s[j] != ',' && s[j] != '%') {
			return true
		}
		i = j
	}
	return false
}
