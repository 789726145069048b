package detect

import (
	"strings"
	"sync"
)

// RuleReported is the rule id of ReportedActions' findings.
const RuleReported = "acts.reported"

// ReportedActions returns the kinds of action the message says the agent
// carried out, once each, in the order of observe.ActionKind: "commit"
// ("Committed as a41c9e0", "커밋했습니다"), "push" ("Pushed to the branch",
// "force-pushed"), "merge" (a pull request or branch merged), "publish"
// ("Published 2.3.0", "released"), "release" ("deployed", "rolled out"),
// "data" ("deleted the 48 rows"), "secret" ("rotated the key"). Questions,
// offers, negations, conditions and text in code or quotes report nothing.
// The gate holds each to the command that did it.
func ReportedActions(text string) []string {
	var out []string
	add := func(k string) {
		for _, x := range out {
			if x == k {
				return
			}
		}
		out = append(out, k)
	}
	for _, u := range segment(text) {
		if !prose(u) || endsQuestion(u.masked) {
			continue
		}
		if u.korean {
			for _, k := range reportedKO(u) {
				add(k)
			}
		}
		for _, k := range reportedEN(u) {
			add(k)
		}
	}
	return out
}

// reportedVerbsEN map a past form to the action it reports; merged needs
// a branch or pull request beside it ("merged the two helpers" is code).
var reportedVerbsEN = sync.OnceValue(func() map[string]string {
	return map[string]string{
		"committed": "commit", "recommitted": "commit", "amended": "commit",
		"pushed": "push", "force-pushed": "push", "re-pushed": "push",
		"merged":    "merge",
		"published": "publish", "released": "publish", "uploaded": "publish", "tagged": "publish",
		"deployed": "release", "redeployed": "release", "rolled": "release",
		"deleted": "data", "dropped": "data", "purged": "data", "truncated": "data", "wiped": "data",
		"rotated": "secret", "revoked": "secret",
		"destroyed": "infra", "decommissioned": "infra",
	}
})

func reportedEN(u unit) []string {
	var out []string
	ws := u.ws
	for i, w := range ws {
		k, ok := reportedVerbsEN()[w]
		if !ok || actNegated(ws, i) || hypotheticalBefore(ws, i) {
			continue
		}
		if i > 0 && (ws[i-1] == "be" || ws[i-1] == "been" && i > 1 && (ws[i-2] == "will" || ws[i-2] == "would")) {
			continue // "will be pushed"
		}
		if k == "merge" && !hasAny(ws, "pr", "pull", "branch", "main", "master", "mr", "develop", "trunk") {
			continue
		}
		if k == "data" && !hasAny(ws, "rows", "row", "records", "tenants", "users", "accounts", "table", "tables", "database", "db",
			"bucket", "objects", "keys", "cache", "data", "entries", "documents", "collection", "index") {
			continue // "deleted the unused import" is code
		}
		out = append(out, k)
	}
	return out
}

// reportedKO reads Korean reports: a stem of the action with a past ending
// or 완료 in the same sentence, or an English verb inside it ("publish
// 완료했습니다").
func reportedKO(u unit) []string {
	s := strings.ToLower(u.masked)
	if strings.Contains(s, "않") || strings.Contains(s, "못") || strings.Contains(s, "안 했") || strings.Contains(s, "까요") {
		return nil
	}
	if !pastKO(s) && !strings.Contains(s, "완료") && !strings.Contains(s, "됐") {
		return nil
	}
	var out []string
	for _, m := range []struct{ kind, stems string }{
		{"commit", "커밋 commit"},
		{"push", "푸시 푸쉬 push"},
		{"merge", "머지 병합 merge"},
		{"publish", "퍼블리시 배포판 릴리스 릴리즈 publish release 업로드 upload"},
		{"release", "배포 deploy 롤아웃 rollout"},
		{"data", "삭제 delete 드롭 drop 퍼지 purge wipe truncate"},
		{"secret", "로테이션 rotate 폐기 revoke 재발급"},
	} {
		for _, stem := range strings.Fields(m.stems) {
			if strings.Contains(s, stem) {
				out = append(out, m.kind)
				break
			}
		}
	}
	// An English verb of taking resources down counts only as the
	// predicate ("destroy 완료했습니다"), not as a noun ("destroy 스크립트").
	if englishPredicateKO(u, infraVerbsInKO()) {
		out = append(out, "infra")
	}
	return out
}
