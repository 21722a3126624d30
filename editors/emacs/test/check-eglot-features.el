;;; check-eglot-features.el --- Batch check of di-lsp's graph features through Eglot 1.9  -*- lexical-binding: t; -*-
;; Run as: DI_WORKSPACE=<Examples/Mistakes plus Tracking.swift in a git repo> emacs --batch -l check-common.el \
;;   -l ../di-lsp-eglot.el -l ../di-lsp-commands.el -l check-eglot-features.el
;; Eglot 1.9 has no inlay hints, code lenses or call hierarchy: a user gets the lenses' facts in hover (eldoc),
;; renames with `eglot-rename' and draws the graph with `di-lsp-graph'. All of it runs in Eglot's strict mode.
(require 'eglot)

(setq eglot-strict-mode '(disallow-non-standard-keys enforce-required-keys)
      eglot-sync-connect t)

(defun di-check-eldoc-hover ()
  "What Eglot's hover shows in eldoc at point (nil until it answers)."
  (let ((result nil))
    (eglot-hover-eldoc-function (lambda (info &rest _) (setq result (or info ""))))
    (di-check-wait (lambda () result))
    result))

(defun di-check-line (file line)
  "The text of LINE of FILE's buffer."
  (with-current-buffer (find-file-noselect (di-check-file file))
    (save-excursion (goto-char (point-min)) (forward-line (1- line))
                    (buffer-substring-no-properties (line-beginning-position) (line-end-position)))))

(let ((help (di-check-file "Help.swift")))
  (find-file help)
  (run-hooks 'post-command-hook)
  (di-check-wait (lambda () (eglot-current-server)))
  (di-check-report (eglot-current-server) "Eglot connected")
  (unless (eglot-current-server) (di-check-finish))

  ;; 1. Clients without code lenses get the same facts in hover.
  (di-check-goto-line-text 9 "HelpComponent")
  (let ((hover (di-check-eldoc-hover)))
    (di-check-report (and hover (string-search "0 consumers · 2 paths" hover))
                     "hover on HelpComponent ends with its lenses' facts" (and hover (car (last (split-string hover "\n" t))))))
  (with-current-buffer (find-file-noselect (di-check-file "Root.swift"))
    (switch-to-buffer (current-buffer))
    (di-check-goto-line-text 5 "network")
    (let ((hover (di-check-eldoc-hover)))
      (di-check-report (and hover (string-search "provided to 1 component" hover))
                       "hover on the root's `network' says how many components it is provided to" hover)))
  (switch-to-buffer (find-buffer-visiting help))

  ;; 2. Rename from the requirement: the root's provider changes too; a bad name is refused with the reason.
  (di-check-goto-line-text 5 "network")
  (condition-case err (eglot-rename "connection")
    (error (di-check-report nil "eglot-rename ran" (error-message-string err))))
  (di-check-report (string-search "var connection: Network" (di-check-line "Help.swift" 5))
                   "the requirement was renamed" (di-check-line "Help.swift" 5))
  (di-check-report (string-search "var connection: Network" (di-check-line "Root.swift" 5))
                   "the root's provider was renamed" (di-check-line "Root.swift" 5))
  (di-check-goto-line-text 5 "connection")
  (let ((refusal (condition-case err (progn (eglot-rename "2fa") nil)
                   (error (error-message-string err)))))
    (di-check-report (and refusal (string-search "not a valid Swift identifier" refusal))
                     "renaming to `2fa' is refused with the reason" refusal))

  ;; 3. The graph of the component at point, written to a file and opened.
  (di-check-goto-line-text 9 "HelpComponent")
  (let ((file (condition-case err (di-lsp-graph)
                (error (di-check-report nil "di-lsp-graph ran" (error-message-string err)) nil))))
    (di-check-report (and file (string-suffix-p ".dot" file)
                          (with-current-buffer (find-buffer-visiting file)
                            (and (string-search "digraph components" (buffer-string))
                                 (string-search "\"HelpComponent.user\"" (buffer-string)))))
                     "di-lsp-graph opened the DOT graph of HelpComponent" file))
  (switch-to-buffer (find-buffer-visiting help))
  (let ((file (ignore-errors (di-lsp-graph "mermaid"))))
    (di-check-report (and file (with-current-buffer (find-buffer-visiting file) (string-prefix-p "graph TD" (buffer-string))))
                     "di-lsp-graph \"mermaid\" opened the Mermaid graph" file))
  (di-check-finish))
;;; check-eglot-features.el ends here
