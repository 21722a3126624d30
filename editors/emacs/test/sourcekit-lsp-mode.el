;;; sourcekit-lsp-mode.el --- sourcekit-lsp as lsp-mode's main Swift server, for the coexistence check  -*- lexical-binding: t; -*-
;; What the lsp-sourcekit package (MELPA) registers, reduced to what the check needs.
(require 'lsp-mode)
(lsp-register-client
 (make-lsp-client
  :new-connection (lsp-stdio-connection '("sourcekit-lsp"))
  :activation-fn (lsp-activate-on "swift")
  :major-modes '(swift-mode)
  :server-id 'sourcekit-ls))
;;; sourcekit-lsp-mode.el ends here
