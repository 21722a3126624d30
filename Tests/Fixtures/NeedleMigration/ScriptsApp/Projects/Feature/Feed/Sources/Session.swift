final class Session {}
