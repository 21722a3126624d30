#!/usr/bin/env bash
# Proves .pre-commit-hooks.yaml with the real pre-commit (PyPI): a snapshot of this checkout is
# committed and tagged in a scratch clone; a scratch app repository uses hook di-lsp-check from it by
# file:// URL and tag. The hook builds di-lsp alone (`swift build -c release --product di-lsp`, its script
# BuildSystems/pre-commit/di-lsp-check.sh) and says how long it took, then:
# a commit that introduces a missing dependency is refused with the `file:line:column: error:` lines,
# the corrected commit passes, and a change to one file that breaks a requirement in another is refused.
source "$(dirname "$0")/lib.sh"
# pre-commit from PyPI: the one on PATH, else installed with pip (Debian's own Python refuses a plain
# `pip install` outside a virtual environment, hence the second attempt).
if command -v pre-commit >/dev/null; then
    pre_commit() { pre-commit "$@"; }
else
    python3 -c "import pre_commit" 2>/dev/null || python3 -m pip install --quiet pre-commit \
        || python3 -m pip install --quiet --user --break-system-packages pre-commit || fail "cannot install pre-commit"
    pre_commit() { python3 -m pre_commit "$@"; }
fi
echo "  using $(pre_commit --version)"
export PRE_COMMIT_HOME="${PRE_COMMIT_HOME_FOR_TESTS:-$scratch/pre-commit-home}"
quiet_git() { git -c user.name=ci -c user.email=ci@example.invalid -c init.defaultBranch=main -c commit.gpgsign=false "$@"; }

# The hook repository: this checkout's files as they are now (committed or not), tagged.
hooks="$scratch/di-lsp"
mkdir -p "$hooks"
(cd "$repo" && git ls-files -z --cached --others --exclude-standard \
    | while IFS= read -r -d '' file; do [ -f "$file" ] && printf '%s\0' "$file"; done \
    | tar --null -T - -cf -) | tar -xf - -C "$hooks"
(cd "$hooks" && quiet_git init -q && quiet_git add -A && quiet_git commit -qm snapshot && quiet_git tag v0.0.0-ci.snapshot)

# The app repository that uses the hook.
app="$scratch/app"
mkdir -p "$app/Sources/Shop"
cd "$app"
cat >.pre-commit-config.yaml <<YAML
repos:
  - repo: file://$hooks
    rev: v0.0.0-ci.snapshot
    hooks:
      - id: di-lsp-check
YAML
cat >Sources/Shop/Root.swift <<'SWIFT'
import NeedleFoundation

final class RootComponent: BootstrapComponent {
    var payments: Payments { shared { Payments() } }
    var cart: CartComponent { CartComponent(parent: self) }
}
SWIFT
cat >Sources/Shop/Cart.swift <<'SWIFT'
import NeedleFoundation

protocol CartDependency: Dependency {
    var payments: Payments { get }
}

final class CartComponent: Component<CartDependency> {}
SWIFT
quiet_git init -q
pre_commit install >/dev/null

echo "1. the first commit builds the hook and passes"
quiet_git add -A
run_logged first.log quiet_git commit -m "A shop with a cart" || { cat first.log; fail "the first, correct commit was refused"; }
expect_in first.log "di-lsp check (dependency-injection graph)" "pre-commit ran the hook"
expect_in first.log "Passed" "the hook passed"

echo "2. a commit that introduces a missing dependency is refused"
perl -pi -e 's/^(    var payments: Payments \{ get \})$/$1\n    var coupons: Coupons { get }/' Sources/Shop/Cart.swift
grep -q "var coupons" Sources/Shop/Cart.swift || fail "could not edit the fixture"
quiet_git add -A
before=$(git rev-parse HEAD)
if run_logged missing.log quiet_git commit -m "Cart needs coupons"; then fail "the commit with a missing dependency was accepted"; fi
expect_in missing.log "Sources/Shop/Cart.swift:5:9: error: CartComponent needs \`coupons: Coupons\`" "the hook printed the error"
expect_in missing.log "[missing-dependency]" "the hook printed the code"
[ "$(git rev-parse HEAD)" = "$before" ] || fail "the refused commit was made anyway"

echo "3. the corrected commit passes"
perl -pi -e 's/^(    var payments: Payments \{ shared \{ Payments\(\) \} \})$/$1\n    var coupons: Coupons { Coupons() }/' Sources/Shop/Root.swift
grep -q "var coupons: Coupons { Coupons() }" Sources/Shop/Root.swift || fail "could not edit the fixture"
quiet_git add -A
run_logged fixed.log quiet_git commit -m "Cart needs coupons; the root provides them" || { cat fixed.log; fail "the corrected commit was refused"; }
[ "$(git rev-parse HEAD)" != "$before" ] || fail "the corrected commit was not made"

echo "4. changing only Root.swift is refused for the requirement it breaks in Cart.swift"
perl -pi -e 's/var coupons: Coupons/var coupon: Coupons/' Sources/Shop/Root.swift
quiet_git add Sources/Shop/Root.swift
if run_logged other-file.log quiet_git commit -m "Rename the root's coupons"; then fail "the commit that breaks another file was accepted"; fi
expect_in other-file.log "Sources/Shop/Cart.swift:5:9: error:" "the error is reported in the unchanged file"
echo "pre-commit hook: ok"
