//! Verifiers that come with an op interface (MLIR's `verify` field of an `OpInterface`
//! definition): the interface's author writes the check once, and every op that declares the
//! interface is checked by it, without each op's verifier calling it.

use crate::registry::VerifyFn;
use crate::{Context, Diagnostic, OpRef};

/// The verifier of an op interface, implemented on the interface's trait object type:
///
/// ```ignore
/// impl OpInterfaceVerifier for dyn MyInterface {
///     fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> { ... }
/// }
/// ```
///
/// Every op that declares the interface (`#[op(interfaces = [MyInterface(Model)])]`) runs
/// `verify` after its declared traits and before its own verifier, as MLIR runs an interface's
/// `verifyTrait`; with [`OpInterfaceVerifier::WITH_REGIONS`] it runs after the ops nested in the
/// op verified instead (MLIR's `verifyWithRegions`). An interface without an implementation of
/// this trait verifies nothing. Models attached from outside the op's definition
/// ([`Context::attach_op_interface`]) are not verified, as in MLIR.
pub trait OpInterfaceVerifier {
    /// Whether the check runs after the op's regions verified (it reads nested ops).
    const WITH_REGIONS: bool = false;

    /// Checks one op that implements the interface; the error is an op verifier's, usually
    /// made with [`op_error`](crate::ods::verify::op_error) (`'d.op' op ...`).
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic>;
}

/// What the definition macros ask of an interface named in `#[op(interfaces = [...])]`: its
/// verifier if it has one. Not part of the API.
#[doc(hidden)]
pub mod probe {
    use super::{OpInterfaceVerifier, VerifyFn};
    use std::marker::PhantomData;

    /// A stand-in for interface `I` whose method resolves to the interface's verifier when `I`
    /// implements [`OpInterfaceVerifier`] and to `None` otherwise (method resolution tries the
    /// `&&Probe` receiver, which only [`ViaVerifier`] takes, before auto-dereferencing to
    /// [`ViaNoVerifier`]).
    pub struct Probe<I: ?Sized>(PhantomData<fn() -> Box<I>>);

    impl<I: ?Sized> Probe<I> {
        /// The probe of `I`.
        pub const fn new() -> Self {
            Probe(PhantomData)
        }
    }

    impl<I: ?Sized> Default for Probe<I> {
        fn default() -> Self {
            Self::new()
        }
    }

    /// The verifier, and whether it runs after the regions, of an interface that has one.
    pub trait ViaVerifier {
        /// `Some((verify, with_regions))`.
        fn interface_verifier(&self) -> Option<(VerifyFn, bool)>;
    }

    impl<I: ?Sized + OpInterfaceVerifier> ViaVerifier for &Probe<I> {
        fn interface_verifier(&self) -> Option<(VerifyFn, bool)> {
            Some((I::verify, I::WITH_REGIONS))
        }
    }

    /// The fallback for an interface without a verifier.
    pub trait ViaNoVerifier {
        /// `None`.
        fn interface_verifier(&self) -> Option<(VerifyFn, bool)> {
            None
        }
    }

    impl<I: ?Sized> ViaNoVerifier for Probe<I> {}
}
