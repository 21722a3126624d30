;;; sourcekit-eglot.el --- sourcekit-lsp as Eglot's Swift server, for the coexistence check  -*- lexical-binding: t; -*-
(require 'eglot)
(add-to-list 'eglot-server-programs '(swift-mode . ("sourcekit-lsp")))
(add-hook 'swift-mode-hook #'eglot-ensure)
;;; sourcekit-eglot.el ends here
