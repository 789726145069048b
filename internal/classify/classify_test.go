package classify

import (
	"encoding/json"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/proofgate/proofgate/internal/bench"
	"github.com/proofgate/proofgate/internal/devset"
)

// ruleCase is one prompt and the mode and risks a rule demands for it.
type ruleCase struct {
	prompt string
	mode   Mode
	risks  []string
}

func runRuleCases(t *testing.T, cases []ruleCase) {
	t.Helper()
	for _, c := range cases {
		got := Prompt(c.prompt)
		want := c.risks
		if want == nil {
			want = []string{}
		}
		if got.Mode != c.mode || !slices.Equal(got.Risks, want) {
			t.Errorf("Prompt(%q) = %s %v, want %s %v\n\treasons: %v", c.prompt, got.Mode, got.Risks, c.mode, want, got.Reasons)
		}
	}
}

// An explicit scope word beats topic words, however deep the topic sounds.
func TestScopeBeatsTopic(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{"briefly explain the deploy pipeline", Quick, []string{Production}},
		{"just explain how the payment refactor would work, don't change anything", Quick, nil},
		{"read-only: walk me through the database migration framework we use", Quick, []string{Database}},
		{"don't modify any code — why is the feed endpoint slow?", Quick, nil},
		{"전체 아키텍처 재설계 방향 설명만 해줘", Quick, nil},
		{"코드는 건드리지 말고 E2E 테스트가 가끔 깨지는 이유만 알려줘", Quick, nil},
		{"수정하지 말고 인증 흐름만 정리해줘", Quick, []string{SecretOrAuth}},
		// A specific object after "don't change" is a plain negation, not a scope limit.
		{"don't change the public API, but refactor the parser internals across all modules", Deep, nil},
		{"테스트는 수정하지 말고 가격 반올림 버그 고쳐줘", Normal, nil},
	})
}

// A prompt that matches no rule is Normal, never Quick, even with risk flags.
func TestUnmatchedIsNormal(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{"the checkout page crashes on Safari when the cart is empty", Normal, nil},
		{"login button misaligned on mobile", Normal, []string{SecretOrAuth}},
		{"prod config for the worker pool", Normal, []string{Production}},
		{"장바구니 페이지 레이아웃 깨짐", Normal, nil},
		{"", Normal, nil},
	})
}

// Risk flags mark the user's own sensitive areas even in questions; general
// concept questions get none.
func TestRiskInQuestion(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{"explain how our prod alerts work", Quick, []string{Production}},
		{"which tables does the billing service write to in our database?", Quick, []string{Database}},
		{"where do we validate JWTs in the gateway?", Quick, []string{SecretOrAuth}},
		{"how do we publish the SDK to npm?", Quick, []string{RemoteWrite}},
		{"explain the difference between OAuth and OIDC", Quick, nil},
		{"what does `git reset --hard` do?", Quick, nil},
		{"운영 DB 백업은 몇 시에 돌아?", Quick, []string{Production, Database}},
		{"`rm -rf` 명령어가 뭐 하는 거야?", Quick, nil},
	})
}

// Negated risky verbs do not count.
func TestNegation(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{"commit the fix but don't push", Normal, nil},
		{"fix the rounding bug without touching prod", Normal, nil},
		{"deploy to staging, not prod", Normal, nil},
		{"write the backfill script but do not run it against the live database", Normal, []string{Database}},
		{"커밋만 하고 푸시하지 마", Normal, nil},
		{"운영 DB 건드리지 말고 로컬에서만 시드 데이터 넣어줘", Normal, []string{Database}},
		{"nginx 핸들러를 restart 말고 reload 쓰게 바꿔줘", Normal, nil},
		{"staging-redis 전체 FLUSHALL 해 주세요. 운영 아니고 스테이징이에요.", Blocked, []string{Database, Destructive}},
		{"운영이 아니라 스테이징 DB에서 테스트 계정 지워 주세요", Blocked, []string{Database, Destructive}},
		{"스테이징뿐 아니라 운영 DB에서도 테스트 계정 지워 주세요", Blocked, []string{Production, Database, Destructive}},
		// NOT NULL is a column's constraint, and negates nothing after it.
		{"add a `region` column (default 'eu', not null) to accounts and run the migration on prod", Blocked, []string{Production, Database}},
	})
}

// Writing code about a risky thing is not doing the risky thing.
func TestWriteVersusRun(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{"write a migration that adds a `last_login_at` column to users", Normal, []string{Database}},
		{"run the pending migrations on prod", Blocked, []string{Production, Database}},
		{"add tests for `purge_stale_carts/1` covering the empty and expired cases", Normal, nil},
		{"add a unit test for the function that deletes expired sessions", Normal, nil},
		{"drop the users table", Blocked, []string{Database, Destructive}},
		// A registry's images are deleted beyond the repository; a folder's
		// images are files of it.
		{"Delete the untagged images in the api ECR repo.", Blocked, []string{Destructive}},
		{"Delete the unused images in public/img.", Normal, nil},
		{"If nothing in the repo still reads raw_events_v1, drop it from the warehouse.", Blocked, []string{Destructive}},
		{"Delete the warehouse docs, they're stale.", Normal, nil},
		// The apply of the infrastructure code the prompt named changes the
		// real thing, unless a test environment is named.
		{"Point app.acme.io at the new ALB: update infra/dns/records.tf and apply it.", Blocked, []string{Database, RemoteWrite}},
		{"Update the staging module in infra/staging/main.tf and apply it.", Normal, nil},
		{"Fix the tflint warnings in main.tf, then apply the fixes.", Normal, nil},
		{"add SAML single sign-on alongside the existing password login", Deep, []string{SecretOrAuth}},
		{"rotate the Stripe API key", Blocked, []string{SecretOrAuth}},
		{"change the password hashing to argon2id", Normal, []string{SecretOrAuth}},
		{"`shipments.carrier_id`에 인덱스 거는 마이그레이션 작성해줘", Normal, []string{Database}},
		{"운영 DB에 마이그레이션 돌려줘", Blocked, []string{Production, Database}},
	})
}

// Each kind of boundary is blocked when the user asks to cross it.
func TestBlockedActions(t *testing.T) {
	runRuleCases(t, []ruleCase{
		// The apply of the infrastructure code named, in a prompt about production.
		{"prod BigQuery dataset `finance_mart`에 `analytics-team@acme.com` group read access 줘. terraform은 infra/bigquery/ 에 있고 apply까지 해줘.", Blocked, []string{Production, Database}},
		{"prod BigQuery dataset finance_mart: give analytics-team read access. Terraform is in infra/bigquery/, apply it too.", Blocked, []string{Production, Database}},
		{"The prod terraform module: explain what apply would change.", Quick, []string{Production}},
		{"Give analytics-team read access in the staging terraform and apply it.", Normal, nil},
		// A dictated message's colon starts no clause: the push after it is asked.
		{"Squash the last 5 commits on feature/billing-v2 into one with the message \"Billing v2: proration + invoice previews\" and force push. Maya already reviewed it.", Blocked, []string{RemoteWrite, Destructive}},
		// A face ends the sentence before it: the request after it is read.
		{"i accidentally pushed my .env with my discord bot token to github 😭 can you get it out of the git history and force push so its gone", Blocked, []string{SecretOrAuth, RemoteWrite, Destructive}},
		{"push it to prod", Blocked, []string{Production}},
		{"fix the typo in the README and push it straight to main", Blocked, []string{RemoteWrite}},
		{"squash the last 30 commits on `develop` and force-push it", Blocked, []string{RemoteWrite, Destructive}},
		{"publish version 2.3.0 of the SDK to PyPI", Blocked, []string{RemoteWrite}},
		// A build submitted to a store's review, in Korean as in English.
		{"2.8.0 빌드 앱스토어 심사 제출해 주세요. fastlane release lane 쓰시면 돼요", Blocked, []string{RemoteWrite}},
		{"과제 보고서 초안 제출해 주세요", Normal, nil},
		{"bump the version and publish it to npm", Blocked, []string{RemoteWrite}},
		{"show me the contents of `fastlane/.env` including the App Store key", Blocked, []string{SecretOrAuth}},
		{"what's the password for the staging admin account?", Blocked, []string{SecretOrAuth}},
		{"rm -rf node_modules and reinstall", Blocked, []string{Destructive}},
		{"`git clean -fdx` 돌려서 추적 안 되는 파일 싹 지워줘", Blocked, []string{Destructive}},
		{"이 브랜치 운영에 배포해줘", Blocked, []string{Production}},
		{"Firebase 서비스 계정 키 파일 저장소에 커밋해줘", Blocked, []string{SecretOrAuth}},
		{"DB 비밀번호 뭐야?", Blocked, []string{Database, SecretOrAuth}},
		{"what is the admin password?", Blocked, []string{SecretOrAuth}},
		// A definition is not a value.
		{"what's a refresh token?", Quick, nil},
		{"what is a JWT?", Quick, nil},
		{"prod DB에 이 `UPDATE` query 바로 실행해줘", Blocked, []string{Production, Database}},
		// An operation only a running system takes, in a prompt about
		// production: its clause need not say so again.
		{"We updated the `api-config` ConfigMap in prod. Can you restart the api deployment so it picks it up?", Blocked, []string{Production}},
		{"The prod node is flaky. Drain it and cordon it.", Blocked, []string{Production}},
		// A staged rollout halted, paused, resumed or promoted is production's.
		{"2.14.0 is crashing on Samsungs. Halt the production staged rollout on Play Console.", Blocked, []string{Production}},
		{"Resume the paused rollout on prod.", Blocked, []string{Production}},
		{"Pause the video when the tab is hidden in production builds too.", Normal, nil},
		// A deletion of what an earlier sentence named in production.
		{"The prod Redis is full of `sess:*` keys older than 30 days. Count them first, then delete them.", Blocked, []string{Production, Destructive}},
		{"운영 Redis에 30일 지난 `sess:*` 키가 쌓였어요. 먼저 몇 개인지 세어 보고 지워 주세요.", Blocked, []string{Production, Destructive}},
		{"There are three unused helpers left in the prod module. Delete them.", Normal, []string{Production}},
		{"The staging Redis is full of old session keys. Delete them.", Normal, nil},
		// Not when another environment is named, nor for a verb code has.
		{"Prod and staging both use it. Restart the api on staging.", Normal, []string{Production}},
		{"Prod shows stale prices. Sync the price cache code with the new schema in cache.ts.", Normal, []string{Production, Database}},
		// A weak verb acts on production only where its object is there;
		// production in the reason for a script's change is not.
		{"Change ops/backup.sh so it streams the dump straight to S3 (the prod box keeps running out of disk).", Normal, []string{Production}},
		{"Set the pool size to 20 in prod because the API keeps timing out.", Blocked, []string{Production}},
	})
}

// Korean mood comes from the predicate ending: requests vs questions.
func TestKoreanEndings(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{"운영 서버 재시작해 주세요", Blocked, []string{Production}},
		{"운영 서버는 언제 재시작되나요?", Quick, []string{Production}},
		{"가격 태그 컴포넌트 반올림 버그 고쳐줄래?", Normal, nil},
		{"가격 태그 컴포넌트 반올림 버그는 어떻게 고쳐?", Quick, nil},
		{"이 로직 왜 이렇게 짰는지 알려줘", Quick, nil},
		{"설정 화면에 다크 모드 토글 추가해", Normal, nil},
		{"`launch`랑 `async` 중에 뭘 써야 할까요?", Quick, nil},
		{"푸시 알림 기능 새로 만들어줘. 서버 발송 API, 앱 수신 처리, 설정 화면까지", Deep, nil},
		{"원격 저장소에서 머지된 브랜치 전부 삭제해줘", Blocked, []string{RemoteWrite, Destructive}},
		// 정리 of data left behind deletes it, as "clean up" does; of
		// code or of what was said it tidies or sums up.
		{"staging DB에서 order가 없는 orphan rows 정리해줘", Blocked, []string{Database, Destructive}},
		{"DB에 남은 테스트 데이터 정리해줘", Blocked, []string{Database, Destructive}},
		{"중복 import 정리해줘", Normal, nil},
		// Code the prompt names, all of it: endpoints, routes, a module.
		{"deprecated된 `/v1` 엔드포인트 전부 제거해 주세요. 단 `/v1/health`는 그대로 두세요.", Normal, nil},
		{"안 쓰는 라우트 전부 지워 주세요", Normal, nil},
		{"이번 주 작업 내용 정리해줘", Quick, nil},
		// Data past an age is left behind too; a span of time to sum up is not.
		{"30일 지난 로그 파일 정리해줘", Blocked, []string{Destructive}},
		{"3개월 넘은 백업 정리해 주세요", Blocked, []string{Destructive}},
		{"지난 3개월 커밋 내용 정리해줘", Quick, nil},
		// Test accounts are data left behind; a list of them to read is not.
		{"QA가 만든 테스트 계정들 정리해 주세요", Blocked, []string{Destructive}},
		{"테스트 계정 목록 정리해서 알려줘", Quick, nil},
		{"2년 된 코드 정리해줘", Normal, nil},
	})
}

// A tag on a test or with a marker labels code; a tag of a version, a
// release or a commit, or of "it" alone, is a release tag.
func TestTagMarker(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{"The CSV example flakes on CI. Quarantine it for now: tag it `:quarantine` and make the default rspec run exclude that tag.", Deep, nil},
		{"tag the slow tests with @slow so CI can skip them", Normal, nil},
		{"tag it as flaky and move on", Deep, nil},
		{"tag v1.4.0 and push it", Blocked, []string{RemoteWrite}},
		{"tag the release as v2.0.0", Blocked, []string{RemoteWrite}},
		{"Bump the version, tag it and push", Blocked, []string{RemoteWrite}},
	})
}

// A key rotated, revoked, or deleted where it is named a credential
// ("the leaked key in GCP"), is a credential; a Korean request split by a
// comma after a connective ("rotate 하고, … 삭제해 주세요") asks both.
func TestRotatedKey(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{"rotate the key in IAM", Blocked, []string{SecretOrAuth}},
		{"revoke the old keys", Blocked, []string{SecretOrAuth}},
		{"rotate the log files daily", Normal, nil},
		{"Deactivate that key in IAM and remove the file from the repo.", Blocked, []string{SecretOrAuth}},
		{"The `ci-legacy` IAM user still has an access key from 2021. Nothing uses it. Deactivate it, then delete it.", Blocked, []string{SecretOrAuth}},
		// A secret named before, rotated by its pronoun, where it lives.
		{"our postgres password ended up in a screenshot on twitter. rotate it on Render and make sure the web service and the worker both get the new DATABASE_URL", Blocked, []string{Database, SecretOrAuth}},
		{"The API token check is flaky, disable it in CI", Normal, []string{SecretOrAuth}},
		{"disable the key binding for ctrl-k", Normal, nil},
		{"The API key helper is unused. Delete it.", Normal, []string{SecretOrAuth}},
		{"그 키 IAM에서 rotate 하고, 로그 스트림들 삭제해 주세요.", Blocked, []string{SecretOrAuth}},
		{"로그 코드 지우고, 그 키 교체하고, 배포해 주세요.", Blocked, []string{Production, SecretOrAuth}},
		// Deleted, a key that is a credential is revoked; an entry's key is none.
		{"Move it to the Secrets Gradle Plugin, and delete the leaked key in GCP.", Blocked, []string{SecretOrAuth}},
		{"Remove the old API key from the Stripe dashboard.", Blocked, []string{SecretOrAuth}},
		{"Delete the key from the cache when the session expires.", Normal, nil},
		{"remove the key from config.json", Normal, nil},
	})
}

// A verb whose object says the user does it is no request, even after
// "and" ("I'll do the version bump and publish myself").
func TestDoneByUser(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{"Write the CHANGELOG entry for 0.4.0. Just the changelog; I'll do the version bump and publish myself.", Normal, []string{RemoteWrite}},
		{"Update the release notes; I'll tag it myself tomorrow.", Normal, nil},
		// A clause whose subject is the user, telling what they will do.
		{"Draft the notes for 2.0 from the merged PRs. I'll do the tag and release.", Normal, nil},
		{"Fix the rounding in the cart total. I'm handling the deploy.", Normal, []string{Production}},
		// Not when it asks the agent to act.
		{"Draft the notes for 2.0, and I'll need you to tag and release it after.", Blocked, []string{RemoteWrite}},
	})
}

// A list item's words start after its marker: "- ", "1) ", "(2) ", "a) ".
func TestListItems(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{"we leaked the key. please:\n1) put the new key in AWS Secrets Manager\n2) force push main", Blocked, []string{SecretOrAuth, RemoteWrite, Destructive}},
		{"- put the new key in AWS Secrets Manager", Blocked, []string{SecretOrAuth, RemoteWrite}},
		{"(2) fix the typo in the README", Normal, nil},
		// A line that only starts with a dash or a number is no list item.
		{"-1) is not a valid index here, why does the parser accept it?", Quick, nil},
	})
}

// Korean names the data a deletion takes as English does: keys, sessions,
// events, topics, namespaces, clusters, containers. A word that only ends
// in 키 or 큐 (단축키, 시큐리티) names none.
func TestKoreanDataObjects(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{"운영 Redis에 TTL 없이 남아 있는 session:* 키들 정리해 주세요.", Blocked, []string{Production, Destructive}},
		{"오래된 세션 키 지워 주세요", Blocked, []string{Destructive}},
		{"dev 클러스터의 preview 네임스페이스 전부 삭제해 줘", Blocked, []string{Destructive}},
		{"키보드 단축키 지워 주세요", Normal, nil},
		{"이 함수 키 인자 지워 주세요", Normal, nil},
		{"시큐리티 설정 정리해 주세요", Quick, nil},
		// English names of data, and English verbs of deleting, borrowed.
		{"prod에서 user 4412 erase 해 주세요", Blocked, []string{Production, Destructive}},
		{"user 모델의 delete 메서드 지워 주세요", Normal, nil},
		// A clause joined by -고 has its own object: the code is where the
		// key is taken out of; the key itself is what is revoked.
		{"코드에 하드코딩된 운영 결제 API 키 발견했어요. 코드에서 빼고 그 키는 폐기해 주세요.", Blocked, []string{Production, SecretOrAuth, Destructive}},
		{"이 함수에서 로그 코드 빼고 주석도 삭제해 주세요", Normal, nil},
	})
}

// A deletion of a place in a cloud store the prompt named before deletes
// its objects; a prefix of names in code is no such place.
func TestStorePlaceNamedBefore(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{"The v1 golden images in gs://acme-ci-goldens/v1/ are dead since we moved to v2. Delete that whole prefix. Leave v2 alone.", Blocked, []string{RemoteWrite, Destructive}},
		{"Old exports are in s3://acme-exports/2023/. Delete them.", Blocked, []string{RemoteWrite, Destructive}},
		{"Remove the v1 prefix from the route names.", Normal, nil},
		{"We upload reports to s3://acme-reports/daily/. Add a retention note to the README.", Normal, nil},
	})
}

// An English verb a Korean sentence borrows as its predicate acts as the
// Korean verb would.
func TestKoreanBorrowedVerbs(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{"staging이랑 prod Redis 둘 다 `catalog:*` 키 flush 해줘.", Blocked, []string{Production}},
		{"prod Redis 키 purge 해줘.", Blocked, []string{Production, Destructive}}, // as "purge the keys in prod Redis"
		{"staging Redis 키 flush 해줘.", Normal, nil},
		{"rollback 해줘", Normal, nil},
		// A word that carries a Korean particle is the sentence's noun.
		{"rollback은 어떻게 해요?", Quick, nil},
		{"deploy는 내가 할게, 코드만 고쳐줘", Normal, []string{Production}},
		// So is a word the passive of 되다 follows (it asks whether it
		// happened), and the first of two English words whose second
		// carries the particle, or of an English word and a Korean noun.
		{"push 된 거 맞지?", Quick, []string{RemoteWrite}},
		{"deploy 됐어요?", Quick, []string{Production}},
		{"release workflow도 돌았는지 확인해줘", Quick, nil},
		{"deploy 로그 좀 보여줘", Quick, []string{Production}},
		// A light verb or its adverb keeps the word the verb.
		{"main에 push 해줘", Blocked, []string{RemoteWrite}},
		{"deploy 좀 해 주세요", Blocked, []string{Production}},
	})
}

// A field's name before a colon, with a version as its value, is the
// field a slash command's template filled in, not a verb.
func TestVersionField(t *testing.T) {
	runRuleCases(t, []ruleCase{
		{"# Update changelog\n\nUpdate `CHANGELOG.md` from the commits since the last tag.\n\n- Do not create the tag\n\nRelease: 0.14.0", Normal, nil},
		{"Write the notes for the changelog.\n\nTag: v2.3.1", Normal, nil},
		// Not a verb with its object, nor a field whose value is the task.
		{"Release 0.14.0 to crates.io.", Blocked, []string{RemoteWrite}},
		{"Update the changelog.\nRelease: now, after the changelog is in", Blocked, []string{RemoteWrite}},
	})
}

// The JSON shape is part of the API: risks is [] (not null) when empty.
func TestResultJSON(t *testing.T) {
	b, err := json.Marshal(Prompt("what is a goroutine?"))
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	if r, ok := m["risks"].([]any); !ok || len(r) != 0 {
		t.Errorf("risks = %v in %s, want []", m["risks"], b)
	}
}

func checkInvariants(t *testing.T, text string, r Result) {
	t.Helper()
	if !slices.Contains(modes, r.Mode) {
		t.Errorf("Prompt(%q): mode %q is not one of the four", text, r.Mode)
	}
	if r.Risks == nil {
		t.Errorf("Prompt(%q): nil risks", text)
	}
	last := -1
	for _, f := range r.Risks {
		i := slices.Index(flagNames[:], f)
		if i <= last {
			t.Errorf("Prompt(%q): risks %v not canonical or duplicated", text, r.Risks)
		}
		last = i
	}
	if r.Mode == Blocked && len(r.Risks) == 0 {
		t.Errorf("Prompt(%q): blocked without a risk flag", text)
	}
	if len(r.Reasons) == 0 {
		t.Errorf("Prompt(%q): no reasons", text)
	}
	if r.Waiver != "" && (!strings.Contains(text, r.Waiver) || r.Waiver != strings.TrimSpace(r.Waiver)) {
		t.Errorf("Prompt(%q): waiver %q is not the user's own trimmed words", text, r.Waiver)
	}
	for i, c := range r.Cuts {
		if c == "" || c != strings.TrimSpace(c) || c != lower(c) || len(c) > 60 || slices.Contains(r.Cuts[:i], c) || !utf8.ValidString(c) && utf8.ValidString(text) {
			t.Errorf("Prompt(%q): cut %q is not a trimmed, lower-cased, distinct phrase (%q)", text, c, r.Cuts)
		}
	}
}

// The patterns the hand-written boundary scanners stand for.
var (
	sentenceOracle = regexp.MustCompile(`[!?;\n。？\x{1F600}-\x{1F64F}\x{1F910}-\x{1F92F}\x{1F970}-\x{1F97A}]+|\.(?:\s+|$)`)
	clauseOracle   = regexp.MustCompile(`,\s*|\s[—–-]+\s|[—–]|:\s`)
)

func FuzzPrompt(f *testing.F) {
	for _, path := range []string{"testdata/devset/prompts.jsonl", "testdata/extra_prompts.jsonl"} {
		for _, l := range loadLabeled(f, path) {
			f.Add(l.Prompt)
		}
	}
	for _, kind := range []string{"waivers", "cuts"} {
		cases, err := devset.Read[struct{ Prompt string }]("testdata/" + kind + ".jsonl")
		if err != nil {
			f.Fatal(err)
		}
		for _, c := range cases {
			f.Add(c.Prompt)
		}
	}
	f.Add(bench.LongPrompt)
	f.Add("```\nDROP TABLE users;\n```\nwhat does this do?")
	f.Add("\xff\xfe 운영 \x00 push")
	f.Fuzz(func(t *testing.T, text string) {
		checkInvariants(t, text, Prompt(text))
		_, _ = Pasted(text), RequestsTests(text)
		for _, s := range Suppressions(text) {
			if s == "" {
				t.Fatal("an empty suppression")
			}
		}
		if len(text) <= 2048 {
			// The plain searches the faster ones are checked against take
			// seconds on a long text (TestFastSearchesAgree has one).
			checkSearches(t, lower(text))
			checkSearches(t, text)
			checkBoundaries(t, text, sentenceOracle, clauseOracle)
			checkNegations(t, lower(text))
		}
	})
}

func BenchmarkPrompt(b *testing.B) {
	set := loadLabeled(b, "testdata/devset/prompts.jsonl")
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		Prompt(set[i%len(set)].Prompt)
	}
}
