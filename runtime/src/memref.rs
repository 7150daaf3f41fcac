//! Memref descriptors and the functions that print and copy them: `printMemrefF32` and its
//! siblings print exactly MLIR's `Unranked Memref base@ = ... data = [...]` layout.

use std::os::raw::c_void;

use crate::cstdio;

/// An unranked memref as passed by value's address (`_mlir_ciface_*`): its rank and a pointer
/// to a ranked descriptor `{ base, aligned, offset, sizes[rank], strides[rank] }`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct UnrankedMemRef {
    /// The rank.
    pub rank: i64,
    /// The ranked descriptor.
    pub descriptor: *mut c_void,
}

/// A view of a ranked descriptor read from memory: the aligned data pointer, the offset, sizes
/// and strides (in elements).
#[derive(Debug, Clone)]
pub struct RankedDescriptor {
    /// The allocated (base) pointer.
    pub base: *mut u8,
    /// The aligned data pointer, which elements are addressed from.
    pub data: *mut u8,
    /// The offset in elements.
    pub offset: i64,
    /// The size of each dimension.
    pub sizes: Vec<i64>,
    /// The stride of each dimension, in elements.
    pub strides: Vec<i64>,
}

impl RankedDescriptor {
    /// Reads the ranked descriptor an unranked memref points to; `None` for a negative rank or a
    /// null descriptor.
    ///
    /// # Safety
    /// `m.descriptor` must point to a ranked descriptor of rank `m.rank`.
    pub unsafe fn read(m: &UnrankedMemRef) -> Option<Self> {
        let rank = usize::try_from(m.rank).ok()?;
        if m.descriptor.is_null() {
            return None;
        }
        let p = m.descriptor.cast::<i64>();
        // SAFETY: the descriptor holds two pointers, an offset and 2*rank sizes and strides, all
        // 8 bytes wide on the 64-bit hosts oxir-run targets; reads are unaligned-safe.
        unsafe {
            let word = |i: usize| p.add(i).read_unaligned();
            Some(RankedDescriptor {
                base: word(0) as usize as *mut u8,
                data: word(1) as usize as *mut u8,
                offset: word(2),
                sizes: (0..rank).map(|i| word(3 + i)).collect(),
                strides: (0..rank).map(|i| word(3 + rank + i)).collect(),
            })
        }
    }

    /// Whether the memref holds no element.
    fn is_empty(&self) -> bool {
        self.sizes.iter().any(|&s| s <= 0)
    }
}

/// An element type the printers know: how wide it is and how C++'s `std::cout` shows it.
trait Elem {
    const SIZE: usize;
    /// Appends the element at `p` to `out`.
    ///
    /// # Safety
    /// `p` points to a readable element.
    unsafe fn show(p: *const u8, out: &mut Vec<u8>);
}

macro_rules! int_elem {
    ($name:ident, $t:ty) => {
        struct $name;
        impl Elem for $name {
            const SIZE: usize = std::mem::size_of::<$t>();
            unsafe fn show(p: *const u8, out: &mut Vec<u8>) {
                // SAFETY: the caller guarantees `p` points to a readable element.
                let v = unsafe { p.cast::<$t>().read_unaligned() };
                out.extend_from_slice(v.to_string().as_bytes());
            }
        }
    };
}
int_elem!(I16, i16);
int_elem!(I32, i32);
int_elem!(I64, i64);
int_elem!(Ind, u64);

/// `int8_t`, which `std::cout` prints as a character.
struct I8;
impl Elem for I8 {
    const SIZE: usize = 1;
    unsafe fn show(p: *const u8, out: &mut Vec<u8>) {
        // SAFETY: the caller guarantees `p` points to a readable byte.
        out.push(unsafe { p.read() });
    }
}

struct F32;
impl Elem for F32 {
    const SIZE: usize = 4;
    unsafe fn show(p: *const u8, out: &mut Vec<u8>) {
        // SAFETY: the caller guarantees `p` points to a readable float.
        let v = unsafe { p.cast::<f32>().read_unaligned() };
        out.extend_from_slice(cstdio::format_g(f64::from(v)).as_bytes());
    }
}

struct F64;
impl Elem for F64 {
    const SIZE: usize = 8;
    unsafe fn show(p: *const u8, out: &mut Vec<u8>) {
        // SAFETY: the caller guarantees `p` points to a readable double.
        let v = unsafe { p.cast::<f64>().read_unaligned() };
        out.extend_from_slice(cstdio::format_g(v).as_bytes());
    }
}

/// MLIR's `f16`, printed (as `std::cout` prints it) through its `float` value.
struct F16;
impl Elem for F16 {
    const SIZE: usize = 2;
    unsafe fn show(p: *const u8, out: &mut Vec<u8>) {
        // SAFETY: the caller guarantees `p` points to a readable half.
        let bits = unsafe { p.cast::<u16>().read_unaligned() };
        out.extend_from_slice(cstdio::format_g(f64::from(half_to_f32(bits))).as_bytes());
    }
}

/// MLIR's `bf16`, printed through its `float` value (the upper half of an `f32`).
struct BF16;
impl Elem for BF16 {
    const SIZE: usize = 2;
    unsafe fn show(p: *const u8, out: &mut Vec<u8>) {
        // SAFETY: the caller guarantees `p` points to a readable bfloat16.
        let bits = unsafe { p.cast::<u16>().read_unaligned() };
        out.extend_from_slice(cstdio::format_g(f64::from(f32::from_bits(u32::from(bits) << 16))).as_bytes());
    }
}

/// `std::complex<float>` / `std::complex<double>`, which `std::cout` prints as `(re,im)`.
macro_rules! complex_elem {
    ($name:ident, $t:ty) => {
        struct $name;
        impl Elem for $name {
            const SIZE: usize = 2 * std::mem::size_of::<$t>();
            unsafe fn show(p: *const u8, out: &mut Vec<u8>) {
                // SAFETY: the caller guarantees `p` points to a readable complex: two parts.
                let (re, im) = unsafe { (p.cast::<$t>().read_unaligned(), p.cast::<$t>().add(1).read_unaligned()) };
                out.push(b'(');
                out.extend_from_slice(cstdio::format_g(f64::from(re)).as_bytes());
                out.push(b',');
                out.extend_from_slice(cstdio::format_g(f64::from(im)).as_bytes());
                out.push(b')');
            }
        }
    };
}
complex_elem!(C32, f32);
complex_elem!(C64, f64);

/// The `f32` value of IEEE half-precision bits (exact: every half is a float).
fn half_to_f32(h: u16) -> f32 {
    let sign = u32::from(h >> 15) << 31;
    let exp = u32::from((h >> 10) & 0x1f);
    let man = u32::from(h & 0x3ff);
    let bits = match (exp, man) {
        (0, 0) => sign,
        (0, m) => {
            // A subnormal half is m * 2^-24: normalize it for the float encoding.
            let shift = m.leading_zeros() - 21;
            let m = (m << shift) & 0x3ff;
            sign | ((127 - 15 + 1 - shift) << 23) | (m << 13)
        }
        (0x1f, m) => sign | (0xff << 23) | (m << 13),
        (e, m) => sign | ((e + 127 - 15) << 23) | (m << 13),
    };
    f32::from_bits(bits)
}

/// `base@ = 0x... rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1]`.
fn metadata(d: &RankedDescriptor, out: &mut Vec<u8>) {
    let ptr = d.data as usize;
    let shown = if ptr == 0 { "0".to_string() } else { format!("{ptr:#x}") };
    let list = |v: &[i64]| v.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
    out.extend_from_slice(
        format!(
            "base@ = {shown} rank = {} offset = {} sizes = [{}] strides = [{}]",
            d.sizes.len(),
            d.offset,
            list(&d.sizes),
            list(&d.strides)
        )
        .as_bytes(),
    );
}

fn spaces(out: &mut Vec<u8>, n: i64) {
    for _ in 0..n.max(0) {
        out.push(b' ');
    }
}

/// MLIR's recursive data printer: brackets per dimension, `, ` between elements, a newline after
/// the separator of every dimension but the innermost, indentation by depth.
struct DataPrinter<'a> {
    d: &'a RankedDescriptor,
    rank: i64,
    /// Whether elements may be read (false for empty memrefs, whose data may dangle).
    readable: bool,
}

impl DataPrinter<'_> {
    fn element<E: Elem>(&self, offset: i64, out: &mut Vec<u8>) {
        if !self.readable {
            return;
        }
        let at = (offset as isize).wrapping_mul(E::SIZE as isize);
        // SAFETY: the program passed a descriptor whose data covers every in-bounds index; the
        // offsets computed from its sizes and strides stay in bounds.
        unsafe { E::show(self.d.data.wrapping_offset(at), out) }
    }

    fn print<E: Elem>(&self, dim: i64, offset: i64, sizes: &[i64], strides: &[i64], out: &mut Vec<u8>) {
        if dim == 0 || sizes.is_empty() {
            self.element::<E>(offset, out);
            return;
        }
        out.push(b'[');
        self.print::<E>(dim - 1, offset, &sizes[1..], &strides[1..], out);
        if sizes[0] <= 1 {
            out.push(b']');
            return;
        }
        out.extend_from_slice(b", ");
        if dim > 1 {
            out.push(b'\n');
        }
        for i in 1..sizes[0] - 1 {
            spaces(out, self.rank - dim + 1);
            self.print::<E>(dim - 1, offset + i * strides[0], &sizes[1..], &strides[1..], out);
            out.extend_from_slice(b", ");
            if dim > 1 {
                out.push(b'\n');
            }
        }
        spaces(out, self.rank - dim + 1);
        self.print::<E>(dim - 1, offset + (sizes[0] - 1) * strides[0], &sizes[1..], &strides[1..], out);
        out.push(b']');
    }
}

/// The text `printMemref*` prints for a descriptor: `Unranked Memref <metadata> data = \n<data>\n`.
fn render_unranked<E: Elem>(d: &RankedDescriptor) -> Vec<u8> {
    let mut out = b"Unranked Memref ".to_vec();
    metadata(d, &mut out);
    out.extend_from_slice(b" data = \n");
    let rank = d.sizes.len() as i64;
    if rank == 0 {
        out.push(b'[');
    }
    let p = DataPrinter { d, rank, readable: !d.is_empty() };
    p.print::<E>(rank, d.offset, &d.sizes, &d.strides, &mut out);
    if rank == 0 {
        out.push(b']');
    }
    out.push(b'\n');
    out
}

/// Prints `Unranked Memref <metadata> data = \n<data>\n`.
///
/// # Safety
/// `m` is null or points to an unranked memref whose descriptor and data are valid.
unsafe fn print_unranked<E: Elem>(m: *const UnrankedMemRef) {
    if m.is_null() {
        return;
    }
    // SAFETY: the caller passes a valid unranked memref.
    let Some(d) = (unsafe { RankedDescriptor::read(&*m) }) else { return };
    cstdio::write_bytes(&render_unranked::<E>(&d));
    cstdio::flush_stdout();
}

/// Prints `Unranked Memref <metadata>\n`.
///
/// # Safety
/// As [`print_unranked`].
unsafe fn print_shape(m: *const UnrankedMemRef) {
    if m.is_null() {
        return;
    }
    // SAFETY: the caller passes a valid unranked memref.
    let Some(d) = (unsafe { RankedDescriptor::read(&*m) }) else { return };
    let mut out = b"Unranked Memref ".to_vec();
    metadata(&d, &mut out);
    out.push(b'\n');
    cstdio::write_bytes(&out);
}

macro_rules! printers {
    ($($ciface:ident, $shape:ident, $elem:ident;)*) => {$(
        /// Prints an unranked memref (through a pointer to it) as MLIR's runner utilities do.
        ///
        /// # Safety
        /// `m` is null or points to a valid unranked memref of this element type.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $ciface(m: *const UnrankedMemRef) {
            // SAFETY: forwarded contract.
            unsafe { print_unranked::<$elem>(m) }
        }

        /// Prints the metadata of an unranked memref (through a pointer to it).
        ///
        /// # Safety
        /// `m` is null or points to a valid unranked memref.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $shape(m: *const UnrankedMemRef) {
            // SAFETY: forwarded contract.
            unsafe { print_shape(m) }
        }
    )*};
}

printers! {
    _mlir_ciface_printMemrefI8, _mlir_ciface_printMemrefShapeI8, I8;
    _mlir_ciface_printMemrefI16, _mlir_ciface_printMemrefShapeI16, I16;
    _mlir_ciface_printMemrefF16, _mlir_ciface_printMemrefShapeF16, F16;
    _mlir_ciface_printMemrefBF16, _mlir_ciface_printMemrefShapeBF16, BF16;
    _mlir_ciface_printMemrefC32, _mlir_ciface_printMemrefShapeC32, C32;
    _mlir_ciface_printMemrefC64, _mlir_ciface_printMemrefShapeC64, C64;
    _mlir_ciface_printMemrefI32, _mlir_ciface_printMemrefShapeI32, I32;
    _mlir_ciface_printMemrefI64, _mlir_ciface_printMemrefShapeI64, I64;
    _mlir_ciface_printMemrefF32, _mlir_ciface_printMemrefShapeF32, F32;
    _mlir_ciface_printMemrefF64, _mlir_ciface_printMemrefShapeF64, F64;
    _mlir_ciface_printMemrefInd, _mlir_ciface_printMemrefShapeInd, Ind;
}

macro_rules! by_value {
    ($($name:ident, $ciface:ident;)*) => {$(
        /// Prints an unranked memref passed as its two fields (rank, descriptor pointer).
        ///
        /// # Safety
        /// `ptr` points to a valid ranked descriptor of rank `rank`.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $name(rank: i64, ptr: *mut c_void) {
            let m = UnrankedMemRef { rank, descriptor: ptr };
            // SAFETY: forwarded contract.
            unsafe { $ciface(&m) }
        }
    )*};
}

by_value! {
    printMemrefI32, _mlir_ciface_printMemrefI32;
    printMemrefI64, _mlir_ciface_printMemrefI64;
    printMemrefF32, _mlir_ciface_printMemrefF32;
    printMemrefF64, _mlir_ciface_printMemrefF64;
    printMemrefInd, _mlir_ciface_printMemrefInd;
    printMemrefC32, _mlir_ciface_printMemrefC32;
    printMemrefC64, _mlir_ciface_printMemrefC64;
}

/// `memrefCopy(elemSize, src, dst)`: copies every element of `src` into `dst` (same shape, any
/// strides), as the memref-to-llvm lowering calls it for non-contiguous copies.
///
/// # Safety
/// `src` and `dst` point to valid unranked memrefs of the same shape whose elements are
/// `elem_size` bytes wide.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn memrefCopy(elem_size: i64, src: *const UnrankedMemRef, dst: *const UnrankedMemRef) {
    if src.is_null() || dst.is_null() {
        return;
    }
    // SAFETY: the caller passes valid unranked memrefs.
    let (Some(s), Some(d)) = (unsafe { RankedDescriptor::read(&*src) }, unsafe { RankedDescriptor::read(&*dst) })
    else {
        return;
    };
    if s.is_empty() || elem_size <= 0 {
        return;
    }
    let es = elem_size as isize;
    let src_ptr = s.data.wrapping_offset(s.offset as isize * es);
    let dst_ptr = d.data.wrapping_offset(d.offset as isize * es);
    let rank = s.sizes.len();
    // SAFETY (for the copies below): both memrefs cover every index of the shape, so each
    // computed position is inside its allocation, and `elem_size` bytes are copied.
    if rank == 0 {
        unsafe { std::ptr::copy(src_ptr, dst_ptr, es as usize) };
        return;
    }
    let mut index = vec![0i64; rank];
    let (mut read, mut write) = (0isize, 0isize);
    loop {
        // SAFETY: see above; the index is within the shape.
        unsafe { std::ptr::copy(src_ptr.wrapping_offset(read), dst_ptr.wrapping_offset(write), es as usize) };
        let mut axis = rank;
        loop {
            if axis == 0 {
                return;
            }
            axis -= 1;
            index[axis] += 1;
            read += s.strides[axis] as isize * es;
            write += d.strides.get(axis).copied().unwrap_or(0) as isize * es;
            if index[axis] != s.sizes[axis] {
                break;
            }
            if axis == 0 {
                return;
            }
            index[axis] = 0;
            read -= s.sizes[axis] as isize * s.strides[axis] as isize * es;
            write -= d.sizes.get(axis).copied().unwrap_or(0) as isize
                * d.strides.get(axis).copied().unwrap_or(0) as isize
                * es;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn render<E: Elem>(data: &mut [u8], offset: i64, sizes: &[i64], strides: &[i64]) -> String {
        let d = RankedDescriptor {
            base: data.as_mut_ptr(),
            data: data.as_mut_ptr(),
            offset,
            sizes: sizes.to_vec(),
            strides: strides.to_vec(),
        };
        let text = String::from_utf8(render_unranked::<E>(&d)).unwrap();
        text.replace(&format!("{:#x}", data.as_ptr() as usize), "PTR")
    }

    fn bytes_f32(v: &[f32]) -> Vec<u8> {
        v.iter().flat_map(|f| f.to_ne_bytes()).collect()
    }

    fn bytes_i32(v: &[i32]) -> Vec<u8> {
        v.iter().flat_map(|f| f.to_ne_bytes()).collect()
    }

    #[test]
    fn rank2_f32_as_mlir_prints_it() {
        let mut d = bytes_f32(&[1.5; 6]);
        assert_eq!(
            render::<F32>(&mut d, 0, &[2, 3], &[3, 1]),
            "Unranked Memref base@ = PTR rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data = \n\
             [[1.5,   1.5,   1.5], \n [1.5,   1.5,   1.5]]\n"
        );
    }

    #[test]
    fn rank3_i32_and_small_shapes() {
        let mut d = bytes_i32(&[7; 4]);
        assert_eq!(
            render::<I32>(&mut d, 0, &[2, 1, 2], &[2, 2, 1]),
            "Unranked Memref base@ = PTR rank = 3 offset = 0 sizes = [2, 1, 2] strides = [2, 2, 1] data = \n\
             [[[7,    7]], \n [[7,    7]]]\n"
        );
        let mut d = bytes_f32(&[1.5]);
        assert_eq!(
            render::<F32>(&mut d, 0, &[], &[]),
            "Unranked Memref base@ = PTR rank = 0 offset = 0 sizes = [] strides = [] data = \n[1.5]\n"
        );
        let mut d = bytes_f32(&[1.5]);
        assert_eq!(
            render::<F32>(&mut d, 0, &[1], &[1]),
            "Unranked Memref base@ = PTR rank = 1 offset = 0 sizes = [1] strides = [1] data = \n[1.5]\n"
        );
    }

    #[test]
    fn strided_view_and_g_format() {
        // Column 1 of a 2x2 row-major matrix: offset 1, stride 2.
        let mut d = bytes_f32(&[0.0, 1e-7, 2.0, 123456789.0]);
        assert_eq!(
            render::<F32>(&mut d, 1, &[2], &[2]),
            "Unranked Memref base@ = PTR rank = 1 offset = 1 sizes = [2] strides = [2] data = \n[1e-07,  1.23457e+08]\n"
        );
    }

    #[test]
    fn memref_copy_between_strides() {
        let src: Vec<i32> = vec![1, 2, 3, 4, 5, 6];
        let mut dst: Vec<i32> = vec![0; 6];
        // src 2x3 row-major, dst 2x3 column-major.
        let mut sd: Vec<i64> = vec![src.as_ptr() as i64, src.as_ptr() as i64, 0, 2, 3, 3, 1];
        let mut dd: Vec<i64> = vec![dst.as_mut_ptr() as i64, dst.as_mut_ptr() as i64, 0, 2, 3, 1, 2];
        let s = UnrankedMemRef { rank: 2, descriptor: sd.as_mut_ptr().cast() };
        let t = UnrankedMemRef { rank: 2, descriptor: dd.as_mut_ptr().cast() };
        // SAFETY: both descriptors describe live 6-element buffers.
        unsafe { memrefCopy(4, &s, &t) };
        assert_eq!(dst, vec![1, 4, 2, 5, 3, 6]);
    }
}
