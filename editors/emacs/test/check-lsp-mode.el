;;; check-lsp-mode.el --- Batch check of di-lsp-lsp-mode.el with the real lsp-mode and di-lsp  -*- lexical-binding: t; -*-
;; Run as: DI_WORKSPACE=<copy of Examples/Mistakes in a git repo> emacs --batch -l check-common.el \
;;   [-l sourcekit-lsp-mode.el] -l ../di-lsp-lsp-mode.el -l check-lsp-mode.el
;; The workspace folder is added to the lsp session first (a user answers lsp-mode's "import project"
;; question once). Opens Help.swift, waits for di's diagnostics in lsp-mode's store (for the unopened
;; Feed.swift too) and in flymake, then runs xref-find-definitions on `network'. DI_EXPECT_SERVERS lists
;; server ids that must be running for the buffer (sourcekit-ls beside di-lsp); DI_FIND_PROVIDER=1 uses
;; di-lsp-find-provider instead of xref-find-definitions.
(require 'lsp-mode)
(require 'flymake)
(require 'lsp-diagnostics)  ; autoloaded in a normal session

(setq lsp-session-file (expand-file-name ".lsp-session" di-check-workspace)  ; removed with the workspace
      lsp-enable-snippet nil
      lsp-modeline-workspace-status-enable nil
      lsp-modeline-code-actions-enable nil
      lsp-modeline-diagnostics-enable nil
      lsp-headerline-breadcrumb-enable nil
      lsp-auto-guess-root nil
      lsp-diagnostics-provider :flymake
      lsp-enable-file-watchers nil
      lsp-keep-workspace-alive nil
      lsp-log-io (and (getenv "DI_LSP_LOG_IO") t))
(lsp-workspace-folders-add di-check-workspace)

(defun di-check-lsp-diagnostics (file)
  "di's diagnostics of FILE in lsp-mode's store, as (LINE CODE MESSAGE)."
  (let (result)
    (dolist (diagnostic (gethash (lsp--fix-path-casing file) (lsp-diagnostics t)))
      (when (equal (lsp:diagnostic-source? diagnostic) "di")
        (push (list (1+ (lsp:position-line (lsp:range-start (lsp:diagnostic-range diagnostic))))
                    (lsp:diagnostic-code? diagnostic)
                    (lsp:diagnostic-message diagnostic))
              result)))
    result))

(defun di-check-lsp-has (file line code)
  (seq-find (lambda (d) (and (= (nth 0 d) line) (equal (nth 1 d) code))) (di-check-lsp-diagnostics file)))

(let ((help (di-check-file "Help.swift"))
      (feed (di-check-file "Feed.swift")))
  (find-file help)
  (di-check-report (eq major-mode 'swift-mode) "Help.swift is in swift-mode")
  (lsp)  ; what lsp-deferred does once Emacs is idle
  (di-check-wait (lambda () (seq-find (lambda (w) (eq (lsp--workspace-status w) 'initialized))
                                      (lsp-workspaces))))
  (let ((servers (mapcar (lambda (w) (lsp--client-server-id (lsp--workspace-client w))) (lsp-workspaces))))
    (di-check-report (memq 'di-lsp servers) "di-lsp runs for the buffer" (format "%S" servers))
    (dolist (name (split-string (or (getenv "DI_EXPECT_SERVERS") "") "," t))
      (di-check-wait (lambda () (seq-find (lambda (w) (and (eq (lsp--client-server-id (lsp--workspace-client w))
                                                               (intern name))
                                                           (eq (lsp--workspace-status w) 'initialized)))
                                          (lsp-workspaces))))
      (di-check-report (memq (intern name) (mapcar (lambda (w) (lsp--client-server-id (lsp--workspace-client w)))
                                                   (lsp-workspaces)))
                       (format "%s runs for the same buffer" name))))
  (let ((expected '(("Help.swift" 6 "missing-dependency")
                    ("Feed.swift" 5 "mistyped-dependency")
                    ("Feed.swift" 7 "inaccessible-dependency")
                    ("Feed.swift" 13 "unknown-dependency-protocol")
                    ("Feed.swift" 13 "unreachable-component"))))
    (di-check-wait (lambda () (seq-every-p (lambda (e) (di-check-lsp-has (di-check-file (nth 0 e)) (nth 1 e) (nth 2 e)))
                                           expected)))
    (dolist (e expected)
      (let ((found (di-check-lsp-has (di-check-file (nth 0 e)) (nth 1 e) (nth 2 e))))
        (di-check-report found (format "%s:%d %s in lsp-diagnostics" (nth 0 e) (nth 1 e) (nth 2 e)) (nth 2 found)))))
  (di-check-wait (lambda () (flymake-start)
                   (seq-find (lambda (d) (string-search "no ancestor provides `user: User` to HelpComponent" (flymake-diagnostic-text d)))
                             (flymake-diagnostics))))
  (let ((found (seq-find (lambda (d) (string-search "no ancestor provides `user: User` to HelpComponent" (flymake-diagnostic-text d)))
                         (flymake-diagnostics))))
    (di-check-report found "Help.swift missing-dependency in flymake"
                     (and found (format "line %d" (line-number-at-pos (flymake-diagnostic-beg found))))))
  (di-check-goto-line-text 5 "network")
  (di-check-report (equal (thing-at-point 'symbol t) "network") "point on the requirement `network'")
  (condition-case err
      (if (getenv "DI_FIND_PROVIDER")  ; beside sourcekit-lsp: ask di-lsp alone
          (call-interactively #'di-lsp-find-provider)
        (let ((this-command 'xref-find-definitions))  ; as the command loop sets it (no prompt)
          (call-interactively #'xref-find-definitions)))
    (error (di-check-report nil "xref-find-definitions ran" (error-message-string err))))
  (di-check-wait (lambda () (equal (file-name-nondirectory (or buffer-file-name "")) "Root.swift")))
  (di-check-report-location "Root.swift" 5 "var network: Network")
  (di-check-finish))
;;; check-lsp-mode.el ends here
