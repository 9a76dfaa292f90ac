# row builder for runs.csv (estimator66)
COLS = "run_id,run,source_group,model_kind,training_kind,device,count,params,active_params,tokens,samples,epochs,image_size,seq_len,global_batch,precision,layers,hidden,published_wall_hours,published_device_hours,figure_kind,confidence,framework,source_url,source_title,source_date,quote,notes".split(
    ","
)
ROWS = []


def R(**k):
    for c in k:
        assert c in COLS, c
    ROWS.append({c: k.get(c, "") for c in COLS})


IMNET = 1281167
# ---- NVIDIA DLE MXNet ResNet-50 v1.5 ----
mx_url = "https://github.com/NVIDIA/DeepLearningExamples/blob/master/MxNet/Classification/RN50v1.5/README.md"
mx_t = "NVIDIA DeepLearningExamples: ResNet-50 v1.5 for MXNet (README, training accuracy results)"
for rid, dev, cnt, prec, h, bs, q in [
    (
        "mx-rn50-a100-1x-amp",
        "A100 SXM4 80GB",
        1,
        "mixed (fp16 AMP)",
        14.6,
        256,
        "DGX A100 (8x A100 80GB), 90 epochs: |1|77.185|77.184|14.6|31.26|2.13|",
    ),
    (
        "mx-rn50-a100-8x-amp",
        "A100 SXM4 80GB",
        8,
        "mixed (fp16 AMP)",
        1.8,
        256,
        "DGX A100 (8x A100 80GB), 90 epochs: |8|77.185|77.184|1.8|4.0|2.12|",
    ),
    (
        "mx-rn50-a100-8x-tf32",
        "A100 SXM4 80GB",
        8,
        "tf32",
        4.0,
        256,
        "DGX A100 (8x A100 80GB), 90 epochs: |8|77.185|77.184|1.8|4.0|2.12| (Time to train - TF32 = 4.0)",
    ),
    (
        "mx-rn50-v100-8x-amp",
        "V100 SXM2 16GB",
        8,
        "mixed (fp16 AMP)",
        3.0,
        192,
        "DGX-1 (8x V100 16GB), 90 epochs: |8|77.150|77.313|3.0|10.7|3.54|",
    ),
    (
        "mx-rn50-v100-1x-fp32",
        "V100 SXM2 16GB",
        1,
        "fp32",
        84.5,
        96,
        "DGX-1 (8x V100 16GB), 90 epochs: |1|77.342|77.160|24.2|84.5|3.49| (Time to train - FP32 = 84.5)",
    ),
]:
    R(
        run_id=rid,
        run=f"ResNet-50 v1.5 ImageNet-1k 90 epochs, {cnt}x {dev.split()[0]} {prec}, MXNet (NVIDIA DLE)",
        source_group="nvidia-dle-mxnet-rn50",
        model_kind="cnn",
        training_kind="pretrain",
        device=dev,
        count=cnt,
        params=25600000,
        samples=90 * IMNET,
        epochs=90,
        image_size=224,
        global_batch=bs * cnt,
        precision=prec,
        layers=50,
        published_wall_hours=h,
        published_device_hours=round(h * cnt, 2),
        figure_kind="wall_clock",
        confidence="exact",
        framework="MXNet 1.8 (mxnet-20.12-py3 NGC)",
        source_url=mx_url,
        source_title=mx_t,
        source_date="2021-02",
        quote=q + " ; runner -b " + str(bs) + " per GPU",
        notes="Time to train column (hours) for the 90-epoch configuration, includes per-epoch validation. samples = 90 x 1,281,167 ImageNet-1k train images. params: standard ResNet-50 v1.5 (~25.6M), not stated in the README. global_batch = per-GPU batch from the runner command x GPUs.",
    )

# ---- NVIDIA DLE TF2 EfficientDet-D0 ----
ed_url = "https://github.com/NVIDIA/DeepLearningExamples/blob/master/TensorFlow2/Detection/Efficientdet/README.md"
ed_t = "NVIDIA DeepLearningExamples: EfficientDet-D0 for TensorFlow 2 (README, training accuracy results)"
COCO = 118287
for rid, dev, cnt, prec, h, bs, q in [
    (
        "tf2-effdet-d0-a100-8x-tf32",
        "A100 SXM4 80GB",
        8,
        "tf32",
        8.5,
        104,
        "| 8 | 512 x 512 | TF32 | 104 | 34.53 | 8.5 hrs | -",
    ),
    (
        "tf2-effdet-d0-a100-8x-amp",
        "A100 SXM4 80GB",
        8,
        "mixed (fp16 AMP)",
        4.6,
        200,
        "| 8 | 512 x 512 | FP16 | 200 | 34.27 | 4.6 hrs | 1.84x",
    ),
    (
        "tf2-effdet-d0-v100-8x-fp32",
        "V100 SXM2 32GB",
        8,
        "fp32",
        16.9,
        40,
        "| 8 | 512 x 512 | FP32 | 40 | 34.42 | 16.9 hrs | -",
    ),
    (
        "tf2-effdet-d0-v100-8x-amp",
        "V100 SXM2 32GB",
        8,
        "mixed (fp16 AMP)",
        14.3,
        64,
        "| 8 | 512 x 512 | FP16 | 64 | 34.45 | 14.3 hrs | 1.18x",
    ),
    (
        "tf2-effdet-d0-v100-32x-amp",
        "V100 SXM2 32GB",
        32,
        "mixed (fp16 AMP)",
        4.19,
        64,
        "| 32 | 512 x 512 | FP16 | 64 | 34.02 | 4.19 hrs | 1.33x",
    ),
]:
    R(
        run_id=rid,
        run=f"EfficientDet-D0 COCO 2017 detection, 300 epochs at 512px, {cnt}x {dev.split()[0]} {prec}, TF2 (NVIDIA DLE)",
        source_group="nvidia-dle-tf2-efficientdet",
        model_kind="cnn",
        training_kind="pretrain",
        device=dev,
        count=cnt,
        params=3900000,
        samples=300 * COCO,
        epochs=300,
        image_size=512,
        global_batch=bs * cnt,
        precision=prec,
        published_wall_hours=h,
        published_device_hours=round(h * cnt, 2),
        figure_kind="wall_clock",
        confidence="exact",
        framework="TensorFlow 2 (22.03-tf2 NGC), Horovod, XLA",
        source_url=ed_url,
        source_title=ed_t,
        source_date="2022-05",
        quote=q + " ; 'By default ... (DGX A100/DGX-1 V100, AMP/FP32/TF32, 300 epochs)'",
        notes="Time to train for the 300-epoch COCO run (A100 rows include evaluation every 10 epochs after epoch 200). samples = 300 x 118,287 COCO train2017 images. Backbone starts from ImageNet-pretrained EfficientNet-B0. params 3.9M = EfficientDet-D0 from the EfficientDet paper (arXiv 1911.09070 Table 2), not stated in the README. Local batch size per GPU x GPUs = global batch.",
    )

# ---- detectron2 MODEL_ZOO (train time s/iter x iterations) ----
d2_url = "https://github.com/facebookresearch/detectron2/blob/main/MODEL_ZOO.md"
d2_t = "Detectron2 Model Zoo and Baselines (MODEL_ZOO.md)"
for rid, name, sched, spi, params, pname, q in [
    (
        "d2-retinanet-r50fpn-1x",
        "RetinaNet R50-FPN",
        "1x",
        0.200,
        34014999,
        "retinanet_resnet50_fpn",
        "retinanet_R_50_FPN_1x: lr sched 1x | train time 0.200 s/iter | box AP 36.5",
    ),
    (
        "d2-keypointrcnn-r50fpn-3x",
        "Keypoint R-CNN R50-FPN",
        "3x",
        0.316,
        59137258,
        "keypointrcnn_resnet50_fpn",
        "keypoint_rcnn_R_50_FPN_3x: lr sched 3x | train time 0.316 s/iter | box AP 55.4 | kp AP 65.5",
    ),
    (
        "d2-keypointrcnn-r50fpn-1x",
        "Keypoint R-CNN R50-FPN",
        "1x",
        0.315,
        59137258,
        "keypointrcnn_resnet50_fpn",
        "keypoint_rcnn_R_50_FPN_1x: lr sched 1x | train time 0.315 s/iter | box AP 53.6 | kp AP 64.0",
    ),
    (
        "d2-fasterrcnn-r50fpn-1x",
        "Faster R-CNN R50-FPN",
        "1x",
        0.210,
        41755286,
        "fasterrcnn_resnet50_fpn",
        "faster_rcnn_R_50_FPN_1x: lr sched 1x | train time 0.210 s/iter | box AP 37.9",
    ),
]:
    iters = 90000 if sched == "1x" else 270000
    h = round(spi * iters / 3600, 3)
    ep = 12 if sched == "1x" else 37
    R(
        run_id=rid,
        run=f"{name} COCO {sched} schedule ({iters // 1000}k iters x 16 images), detectron2, 8x V100 (Big Basin)",
        source_group="detectron2-model-zoo",
        model_kind="cnn",
        training_kind="pretrain",
        device="V100 SXM2 16GB",
        count=8,
        params=params,
        samples=iters * 16,
        epochs=ep,
        image_size=800,
        global_batch=16,
        precision="fp32",
        published_wall_hours=h,
        published_device_hours=round(h * 8, 2),
        figure_kind="throughput_derived",
        confidence="derived",
        framework="detectron2 (PyTorch 1.3, CUDA 9.2)",
        source_url=d2_url,
        source_title=d2_t,
        source_date="2019-10",
        quote=q
        + " ; 'All numbers were obtained on Big Basin servers with 8 NVIDIA V100 GPUs & NVLink' ; 'Training speed is averaged across the entire training' ; '3x schedule (~37 COCO epochs)' / '1x (~12 COCO epochs)'",
        notes=f"wall hours = {spi} s/iter x {iters} iterations (detectron2 {sched} schedule; Base-RCNN-FPN config IMS_PER_BATCH=16, MAX_ITER 90k for 1x, 270k for 3x) / 3600 = {h} h. samples = iterations x 16 images. image_size = shorter side ~800 px (multi-scale 640-800 jitter), not square. params = torchvision {pname} COCO_V1 num_params (same architecture, torchvision docs/weights meta), not stated in MODEL_ZOO. V100 memory size not stated (Big Basin); 16GB assumed. ImageNet-pretrained backbone.",
    )

# ---- BYOL ----
R(
    run_id="byol-r50-1000ep-tpuv3-512core",
    run="BYOL ResNet-50 self-supervised pre-training, ImageNet 1000 epochs, batch 4096, 512 Cloud TPU v3 cores (256 chips)",
    source_group="deepmind-byol",
    model_kind="cnn",
    training_kind="pretrain",
    device="TPU v3 chip (2 TensorCores)",
    count=256,
    params=25600000,
    samples=1000 * IMNET,
    epochs=1000,
    image_size=224,
    global_batch=4096,
    published_wall_hours=8,
    published_device_hours=2048,
    figure_kind="wall_clock",
    confidence="approximate",
    framework="JAX/Haiku",
    source_url="https://github.com/google-deepmind/deepmind-research/tree/master/byol ; https://arxiv.org/abs/2006.07733",
    source_title="BYOL implementation README (deepmind-research/byol) and 'Bootstrap Your Own Latent' (Grill et al., NeurIPS 2020)",
    source_date="2020-06",
    quote="'Using this implementation should achieve a top-1 accuracy on Imagenet between 74.0% and 74.5% after about 8h of training using 512 Cloud TPU v3.' ; paper App. A: 'We use the LARS optimizer ... over 1000 epochs' ; 'we provide presets for 40, 100, 300 and 1000 epochs'",
    notes="512 TPU v3 cores = 256 chips (2 cores per chip). 8 h ('about') for the 1000-epoch preset that reaches 74.x%; paper states batch 4096 split over 512 cores. samples = 1000 epochs x 1,281,167 images, each image gives two 224px augmented views (online + target). params: standard ResNet-50 (~25.6M, plus projector/predictor MLPs not counted), not stated in the source.",
)

# ---- MicroDiT ----
R(
    run_id="microdit-1.16b-8xh100",
    run="MicroDiT-XL/2 (1.16B sparse MoE diffusion transformer) text-to-image from scratch, 280K steps @256 + 55K @512, batch 2048, 8x H100",
    source_group="sony-microdit",
    model_kind="diffusion",
    training_kind="pretrain",
    device="H100 SXM5 80GB",
    count=8,
    params=1160000000,
    samples=(280000 + 55000) * 2048,
    image_size=256,
    global_batch=2048,
    precision="bf16 (amp_bf16)",
    published_wall_hours=round(2.6 * 24, 1),
    published_device_hours=round(2.6 * 24 * 8, 1),
    figure_kind="wall_clock",
    confidence="approximate",
    framework="PyTorch + MosaicML Composer (FSDP SHARD_GRAD_OP), torch.compile",
    source_url="https://github.com/SonyResearch/micro_diffusion ; https://arxiv.org/abs/2407.15811",
    source_title="Stretching Each Dollar: Diffusion Training from Scratch on a Micro-Budget (Sehwag et al., CVPR 2025) / micro_diffusion README",
    source_date="2024-07",
    quote="'We first train the model on 256x256 resolution images for 280K steps and then fine-tune the model for 55K steps on 512x512 resolution images. The estimated training time for the end-to-end model on an 8xH100 machine is 2.6 days.' ; configs: train_batch_size: 2048 ; 'we train a 1.16 billion parameter sparse transformer'",
    notes="'estimated' 2.6 days end-to-end on one 8xH100 machine. samples = (280k + 55k) steps x 2048 = 686M image latents (37M unique images); 75% patch masking during most of the 256px phase and part of the 512px phase (configs res_256_pretrain mask 0.75, res_512_finetune mask 0.0), so compute per sample is lower than unmasked. image_size 256 for 280k steps then 512 for 55k steps. Latents precomputed (VAE/text encoders not run during training). 1.16B total parameters incl. MoE experts; active params per token not given.",
)

# ---- MosaicML SD2 blogs ----
R(
    run_id="mosaic-sd2base-128xa100-blog",
    run="Stable Diffusion 2 base U-Net (~865M) replicated from scratch, 550k iters @256 + 850k iters @512 (batch 2048), 128x A100, MosaicML (measured run)",
    source_group="mosaicml-sd2-blog",
    model_kind="diffusion",
    training_kind="pretrain",
    device="A100 SXM4 40GB",
    count=128,
    params=865000000,
    samples=1126400000 + 1740800000,
    image_size=512,
    global_batch=2048,
    published_wall_hours=round(7.45 * 24, 1),
    published_device_hours=round(7.45 * 24 * 128, 0),
    figure_kind="wall_clock",
    confidence="approximate",
    framework="PyTorch + MosaicML Composer + Streaming (diffusers SD2 config)",
    source_url="https://www.databricks.com/blog/stable-diffusion-2 ; https://github.com/mosaicml/diffusion",
    source_title="Training Stable Diffusion from Scratch for <$50k with MosaicML (Part 2)",
    source_date="2023-04",
    quote="'under $50k to train Stable Diffusion 2 base from scratch in 7.45 days using the MosaicML platform' ; repo README: 'after training for 550k iterations at 256x256 resolution, then for 850k iterations at 512x512' ; 'training Stable Diffusion 2.0 base on 1,126,400,000 images at 256x256 resolution and 1,740,800,000 images at 512x512'",
    notes="Measured run (blog Part 2), distinct from the repo's throughput-based days-to-train table. GPU count 128 is not in the excerpt I read: it is inferred from the repo benchmark ceiling (8..128 A100) and the $47.7k cost at $2/A100-hour (23,850 A100-h / 178.8 h = 133 GPUs) -> 128 A100, hence 'approximate'. samples = 1.1264B @256 + 1.7408B @512 (550k and 850k iters x 2048). A100 memory variant not stated (40GB assumed). params: SD2 U-Net ~865M (Stability model card), not stated in blog. VAE/CLIP latents: precomputed in later runs per Part 3; unknown for this run.",
)
R(
    run_id="mosaic-sd2base-256xa100-estimate",
    run="Stable Diffusion 2 base U-Net (~865M) from scratch, MosaicML Jan-2023 estimate: 79,000 A100-hours in 13 days (~256x A100)",
    source_group="mosaicml-sd-blog-part1",
    model_kind="diffusion",
    training_kind="pretrain",
    device="A100 SXM4 40GB",
    count=256,
    params=865000000,
    samples=1126400000 + 1740800000,
    image_size=512,
    global_batch=2048,
    published_wall_hours=13 * 24,
    published_device_hours=79000,
    figure_kind="throughput_derived",
    confidence="approximate",
    framework="PyTorch + MosaicML Composer + Streaming",
    source_url="https://www.mosaicml.com/blog/training-stable-diffusion-from-scratch-costs-160k",
    source_title="Training Stable Diffusion from Scratch Costs <$160k (MosaicML blog, Part 1)",
    source_date="2023-01-25",
    quote="'We estimated an upper-bound of 79,000 A100-hours to train Stable Diffusion v2 base in 13 days on our MosaicML platform, corresponding to a total training cost of less than $160,000.'",
    notes="An upper-bound estimate from measured throughput (not a completed run). 79,000 A100-h / (13 d x 24 h) = 253 GPUs -> 256 A100 assumed. Training amount taken as the SD2-base schedule (550k @256 + 850k @512 at batch 2048 = 1.13B + 1.74B images) used by the same team's code; the blog's Table 1 (not read) gives per-resolution throughputs. Latents computed on the fly at that time (Part 3 later added precomputation).",
)

# ---- NVIDIA DLE TF2 EfficientNet v1 ----
en_url = "https://github.com/NVIDIA/DeepLearningExamples/blob/master/TensorFlow2/Classification/ConvNets/efficientnet_v1/README.md"
en_t = "NVIDIA DeepLearningExamples: EfficientNet v1 for TensorFlow 2 (README training accuracy results + convergence scripts)"
for rid, name, dev, cnt, prec, h, bs, img, params, q in [
    (
        "tf2-effnet-b0-a100-8x-amp",
        "EfficientNet-B0",
        "A100 SXM4 80GB",
        8,
        "mixed (fp16 AMP) + XLA",
        8.5,
        1024,
        224,
        5300000,
        "B0, DGX A100 (8x A100 80GB): | 8 | 77.60% | 77.59% | 19.5hrs | 8.5hrs | 2.29 |",
    ),
    (
        "tf2-effnet-b0-a100-8x-tf32",
        "EfficientNet-B0",
        "A100 SXM4 80GB",
        8,
        "tf32 + XLA",
        19.5,
        1024,
        224,
        5300000,
        "B0, DGX A100 (8x A100 80GB): | 8 | 77.60% | 77.59% | 19.5hrs | 8.5hrs | 2.29 | (TF32 time)",
    ),
    (
        "tf2-effnet-b0-v100-8x-fp32",
        "EfficientNet-B0",
        "V100 SXM2 32GB",
        8,
        "fp32 + XLA",
        49.0,
        256,
        224,
        5300000,
        "B0, DGX-1 (8x V100 32GB): | 8 | 77.67% | 77.69% | 49.0hrs | 38.0hrs | 1.29 | (FP32 time)",
    ),
    (
        "tf2-effnet-b4-a100-32x-amp",
        "EfficientNet-B4",
        "A100 SXM4 80GB",
        32,
        "mixed (fp16 AMP) + XLA",
        14.0,
        160,
        380,
        19000000,
        "B4, multi-node DGX A100: | 32 | 82.98% | 83.13% | 38hrs | 14hrs | 2.00 |",
    ),
    (
        "tf2-effnet-b4-v100-64x-amp",
        "EfficientNet-B4",
        "V100 SXM2 32GB",
        64,
        "mixed (fp16 AMP) + XLA",
        20.5,
        None,
        380,
        19000000,
        "B4, DGX V100 (8x V100 32GB): | 64 | 82.74% | 83.16% | 50.0hrs | 20.5hrs | 2.43 |",
    ),
]:
    R(
        run_id=rid,
        run=f"{name} ImageNet-1k 500 epochs at {img}px, {cnt}x {dev.split()[0]} {prec.split(' +')[0]}, TF2 (NVIDIA DLE)",
        source_group="nvidia-dle-tf2-efficientnet-v1",
        model_kind="cnn",
        training_kind="pretrain",
        device=dev,
        count=cnt,
        params=params,
        samples=500 * IMNET,
        epochs=500,
        image_size=img,
        global_batch=(bs * cnt if bs else ""),
        precision=prec,
        published_wall_hours=h,
        published_device_hours=round(h * cnt, 1),
        figure_kind="wall_clock",
        confidence="exact",
        framework="TensorFlow 2 (21.09-tf2 NGC), Horovod, XLA",
        source_url=en_url,
        source_title=en_t,
        source_date="2022-02",
        quote=q + " ; convergence script: '--max_epochs 500' '--train_batch_size " + (str(bs) if bs else "n/a") + "'",
        notes="Time to train from the README accuracy table (train_and_eval mode, includes periodic evaluation). samples = 500 epochs x 1,281,167 (max_epochs 500 in the convergence_8x*.sh scripts; multi-node runs assumed to use the same recipe). global batch = per-GPU train_batch_size from the script x GPUs"
        + ("" if bs else " (per-GPU batch of the V100 AMP B4 script not read, left empty)")
        + ". params from the EfficientNet paper (B0 5.3M, B4 19M), not stated in the README. B0 AMP gives little speedup on V100 because AutoAugment is CPU-bound (README known issue).",
    )

# ---- NVIDIA DLE PyTorch Mask R-CNN (2019 README) ----
mr_url = "https://github.com/NVIDIA/DeepLearningExamples/blob/master/PyTorch/Segmentation/MaskRCNN/README.md"
for rid, prec, h, q in [
    (
        "dle-pyt-maskrcnn-8xv100-fp16",
        "mixed (fp16, apex AMP)",
        4.81,
        "| 8 | 4 | 4.81 | 6.35 | (Training time with FP16 (hours) = 4.81)",
    ),
    ("dle-pyt-maskrcnn-8xv100-fp32", "fp32", 6.35, "| 8 | 4 | 4.81 | 6.35 | (Training time with FP32 (hours) = 6.35)"),
]:
    R(
        run_id=rid,
        run=f"Mask R-CNN R50-FPN COCO 2017, 1x schedule (~12 epochs), 8x V100 16GB (DGX-1), {prec.split(' ')[0]}, NVIDIA DLE PyTorch (maskrcnn-benchmark fork)",
        source_group="nvidia-dle-pyt-maskrcnn",
        model_kind="cnn",
        training_kind="pretrain",
        device="V100 SXM2 16GB",
        count=8,
        params=44401393,
        samples=1440000,
        epochs=12,
        image_size=800,
        global_batch=32,
        precision=prec,
        published_wall_hours=h,
        published_device_hours=round(h * 8, 2),
        figure_kind="wall_clock",
        confidence="approximate",
        framework="PyTorch 19.02-py3 NGC (maskrcnn-benchmark)",
        source_url=mr_url,
        source_title="NVIDIA DeepLearningExamples: Mask R-CNN for PyTorch (README, 2019 release)",
        source_date="2019-03",
        quote="'Training Accuracy Results ... on NVIDIA DGX-1 with 8x V100 16G GPUs. | number of GPUs | batch size/GPU | Training time with FP16(hours) | Training time with FP32(hours) | "
        + q
        + "' ; benchmarks use configs/e2e_mask_rcnn_R_50_FPN_1x.yaml ; final AP BBox 0.377 / Segm 0.342 ; training throughput 8 GPUs bs4: 62.7 img/s FP32, 82.9 img/s FP16",
        notes="Training time is stated; the amount of training is not stated in the excerpt: taken as the 1x schedule (90k iterations x 16 images = 1.44M images, ~12 COCO epochs) of e2e_mask_rcnn_R_50_FPN_1x.yaml. Cross-check: 1.44M / 82.9 img/s = 4.8 h and 1.44M / 62.7 img/s = 6.4 h, matching the stated 4.81 h and 6.35 h, so 1.44M images is consistent. Global batch 8 x 4 = 32. params = torchvision maskrcnn_resnet50_fpn num_params 44,401,393 (same architecture), not in README. image_size = shorter side 800 px.",
    )

# ---- EfficientNet-B0 on Cloud TPU v2-8 ----
R(
    run_id="effnet-b0-tpuv2-8-23h",
    run="EfficientNet-B0 ImageNet-1k reference training (~350 epochs, batch 2048), Cloud TPU v2-8 (4 chips), 23 hours",
    source_group="google-effnet-supercomputer",
    model_kind="cnn",
    training_kind="pretrain",
    device="TPU v2 chip (2 TensorCores)",
    count=4,
    params=5300000,
    samples=218949 * 2048,
    epochs=350,
    image_size=224,
    global_batch=2048,
    precision="bf16 (TPU default)",
    published_wall_hours=23,
    published_device_hours=92,
    figure_kind="wall_clock",
    confidence="approximate",
    framework="TensorFlow (tensorflow/tpu EfficientNet reference)",
    source_url="https://arxiv.org/abs/2011.00071 ; https://github.com/tensorflow/tpu/blob/master/models/official/efficientnet/main.py",
    source_title="Training EfficientNets at Supercomputer Scale: 83% ImageNet Top-1 Accuracy in One Hour (Wongpanich et al., 2020)",
    source_date="2020-10",
    quote="'Currently, EfficientNets can take on the order of days to train; for example, training an EfficientNet-B0 model takes 23 hours on a Cloud TPU v2-8 node.' ; main.py: 'train_steps', default=218949 ... 'approximately 350 epochs at batch size 2048'",
    notes="TPU v2-8 = 8 cores = 4 chips. The 23 h figure is from the abstract; the training amount is taken from the reference EfficientNet TPU code defaults (218,949 steps x 2048 = 448M images, ~350 epochs), an assumption that the quoted run used the default recipe. params 5.3M from the EfficientNet paper (not stated in this source). bf16 is the TPU default in that code (use_bfloat16), not stated for this run.",
)

# ---- Pangu-Weather ----
R(
    run_id="pangu-weather-1model-192xv100",
    run="Pangu-Weather (3D Earth-Specific Transformer, one of 4 lead-time models, ~64M) on ERA5 1979-2017 hourly, 100 epochs, 192x V100",
    source_group="huawei-pangu-weather",
    model_kind="other",
    training_kind="pretrain",
    device="V100 SXM2 32GB",
    count=192,
    params=64000000,
    samples=100 * 39 * 8766,
    epochs=100,
    image_size=1440,
    published_wall_hours=16 * 24,
    published_device_hours=16 * 24 * 192,
    figure_kind="wall_clock",
    confidence="approximate",
    framework="PyTorch",
    source_url="https://arxiv.org/abs/2211.02556 ; https://www.nature.com/articles/s41586-023-06185-3 ; https://opus.nci.org.au/display/DAE/Pangu-Weather",
    source_title="Pangu-Weather: A 3D High-Resolution Model for Fast and Accurate Global Weather Forecast (Bi et al., arXiv 2022 / Nature 2023)",
    source_date="2022-11",
    quote="arXiv abstract: 'train a few deep neural networks with about 256 million parameters in total' ; 'Among them, 39 years (1979-2017) of data is used for training ... each model is trained for 100 epochs, which takes 15/16 days on 192 V-100 GPUs' (NCI summary of the paper) ; 'Each of the sub-models had 16 days of training on 192 V100 graphics cards'",
    notes="Per-model run (four models for 1h/3h/6h/24h lead times are trained separately, each for 100 epochs, 16 days on 192 V100). params = 256M total / 4 models = ~64M per model (derived). samples = 100 epochs x ~341,874 hourly ERA5 states (39 years x 8766 h; the exact count of usable input/target pairs per lead time differs slightly). Each sample is a 1440x721 grid x (13 levels x 5 upper-air vars + 4 surface vars); image_size column holds the longitude width 1440. V100 memory variant not stated (32GB assumed). Wall time 16 days (the source says 15-16).",
)

# ---- Lightly SSL ImageNet-1k benchmarks (2x RTX 4090) ----
lt_url = "https://docs.lightly.ai/getting_started/benchmarks.html"
for rid, name, bb, params, bs, q in [
    (
        "lightly-in1k-byol-r50-2x4090",
        "BYOL",
        "ResNet-50",
        25600000,
        256,
        "| BYOL | Res50 | 256 | 100 | 62.5 | 85.0 | 74.5 | ...",
    ),
    (
        "lightly-in1k-dino-vits16-2x4090",
        "DINO",
        "ViT-S/16",
        22000000,
        128,
        "| DINO | ViT-S/16 | 128 | 100 | 73.3 | 91.3 | 79.8 | ...",
    ),
]:
    R(
        run_id=rid,
        run=f"{name} {bb} self-supervised pre-training, ImageNet-1k 100 epochs, batch {bs}, 2x RTX 4090 (LightlySSL benchmark)",
        source_group="lightly-ssl-benchmarks",
        model_kind=("cnn" if "Res" in bb else "vit"),
        training_kind="pretrain",
        device="GeForce RTX 4090 24GB GDDR6X (AD102)",
        count=2,
        params=params,
        samples=100 * IMNET,
        epochs=100,
        image_size=224,
        global_batch=bs,
        published_wall_hours=round(100 * 35 / 60, 1),
        published_device_hours=round(100 * 35 / 60 * 2, 1),
        figure_kind="wall_clock",
        confidence="approximate",
        framework="PyTorch Lightning + LightlySSL",
        source_url=lt_url,
        source_title="LightlySSL documentation: Benchmarks (ImageNet1k)",
        source_date="2024",
        quote="'The following experiments have been conducted on a system with 2x4090 GPUs. Training a model takes around four days for 100 epochs (35 min per epoch), including kNN, linear probing, and fine-tuning evaluation.' ; table row "
        + q,
        notes="Wall hours = 100 epochs x 35 min = 58.3 h of pre-training; the 35 min/epoch is a single figure the page gives for all benchmark models ('around'), so per-model time is approximate; the ~4 days total includes the evaluations, which are excluded here. samples = 100 x 1,281,167 images (each with 2+ augmented views; DINO uses multi-crop). params: standard backbone sizes (ResNet-50 ~25.6M, ViT-S/16 ~22M) without projection heads, not stated on the page.",
    )

# ---- NVIDIA DLE wav2vec 2.0 (TF32 rows; BF16 rows already collected elsewhere) ----
w2_url = "https://github.com/NVIDIA/DeepLearningExamples/blob/master/PyTorch/SpeechRecognition/wav2vec2/README.md"
LS960_UTT = 281241
R(
    run_id="dle-w2v2-base-pretrain-8xa100-tf32",
    run="wav2vec 2.0 Base (~95M) self-supervised pre-training on LibriSpeech 960h, 400k updates, 8x A100 80GB (DGX A100), TF32, NVIDIA DLE",
    source_group="nvidia-dle-wav2vec2",
    model_kind="speech",
    training_kind="pretrain",
    device="A100 SXM4 80GB",
    count=8,
    params=95000000,
    samples=int(400000 * 8 * 8 * 1.4e6 / 16000 / (960 * 3600) * LS960_UTT),
    epochs=round(400000 * 8 * 8 * 1.4e6 / 16000 / (960 * 3600)),
    global_batch="",
    precision="tf32",
    published_wall_hours=64.9,
    published_device_hours=round(64.9 * 8, 1),
    figure_kind="wall_clock",
    confidence="approximate",
    framework="PyTorch 22.11-py3 NGC (fairseq-derived)",
    source_url=w2_url,
    source_title="NVIDIA DeepLearningExamples: wav2vec 2.0 for PyTorch (README)",
    source_date="2022-12",
    quote="'| 8 | 8 x 1400k max tokens | 0.619 | 0.633 | 64.9 h | 48.1 h | 1.35 |' (Time to train - TF32 = 64.9 h) ; stability test reaches update 400k",
    notes="Time to train stated (median of three TF32 runs). Training amount: 400k updates (stability table) x 8 GPUs x 8 concatenated batches x up to 1.4M audio samples (16 kHz) = up to 5,600 s of audio per update (same ~1.6 h/update as the paper's 64 GPUs x 87.5 s), i.e. <=622k h of audio = ~648 passes over 960 h; samples = that many epochs x 281,241 LibriSpeech utterances. Batches are filled up to max tokens, so this is an upper-bound estimate. seq_len: clips cropped to <=250k samples (15.6 s) in the paper. params ~95M is the wav2vec 2.0 BASE size from the paper, not stated in the README. Caution: the README training-throughput table (194,306 transformer tokens/s TF32 on 8 GPUs, ~50 tokens per second of audio) x 64.9 h gives only ~252k h of audio (~263 passes, ~74M utterances), 2.5x less than the nominal batch figure, so real batches are well below the max-token cap; the nominal figure is kept because it does not depend on the published time.",
)

# ---- mmdetection v0.5 MODEL_ZOO (2018) ----
mm_url = "https://github.com/open-mmlab/mmdetection/blob/090d052d2655846677cea02f5c8185edf9e0b8ad/MODEL_ZOO.md"
for rid, name, sched, spi, params, pname, q in [
    (
        "mmdet05-fasterrcnn-r50-1x",
        "Faster R-CNN R-50-FPN (pytorch style)",
        "1x",
        0.554,
        41755286,
        "fasterrcnn_resnet50_fpn",
        "| R-50-FPN | pytorch | 1x | 5.1 | 0.554 | 9.9 | 36.4 |",
    ),
    (
        "mmdet05-fasterrcnn-r50-2x",
        "Faster R-CNN R-50-FPN (pytorch style)",
        "2x",
        0.554,
        41755286,
        "fasterrcnn_resnet50_fpn",
        "| R-50-FPN | pytorch | 2x | 5.1 | 0.554 | 9.9 | 37.7 |",
    ),
    (
        "mmdet05-retinanet-r50-1x",
        "RetinaNet R-50-FPN (pytorch style)",
        "1x",
        0.496,
        34014999,
        "retinanet_resnet50_fpn",
        "| R-50-FPN | pytorch | 1x | 6.9 | 0.496 | 9.1 | 35.6 |",
    ),
    (
        "mmdet05-retinanet-r50-2x",
        "RetinaNet R-50-FPN (pytorch style)",
        "2x",
        0.496,
        34014999,
        "retinanet_resnet50_fpn",
        "| R-50-FPN | pytorch | 2x | 6.9 | 0.496 | 9.1 | 36.5 |",
    ),
    (
        "mmdet05-maskrcnn-r50-2x",
        "Mask R-CNN R-50-FPN (pytorch style)",
        "2x",
        0.690,
        44401393,
        "maskrcnn_resnet50_fpn",
        "| R-50-FPN | pytorch | 2x | 5.8 | 0.690 | 7.7 | 38.6 | 35.1 |",
    ),
]:
    ep = 12 if sched == "1x" else 24
    iters = round(ep * COCO / 16)
    h = round(spi * iters / 3600, 2)
    R(
        run_id=rid,
        run=f"{name} COCO 2017 {sched} ({ep} epochs, batch 16), mmdetection v0.5 model zoo, 8x V100",
        source_group="mmdetection-v05-model-zoo",
        model_kind="cnn",
        training_kind="pretrain",
        device="V100 SXM2 16GB",
        count=8,
        params=params,
        samples=ep * COCO,
        epochs=ep,
        image_size=800,
        global_batch=16,
        precision="fp32",
        published_wall_hours=h,
        published_device_hours=round(h * 8, 1),
        figure_kind="throughput_derived",
        confidence="derived",
        framework="mmdetection v0.5 (PyTorch 0.4.1, CUDA 9.0)",
        source_url=mm_url,
        source_title="mmdetection Benchmark and Model Zoo (MODEL_ZOO.md, Dec 2018)",
        source_date="2018-12",
        quote=q
        + " (Backbone | Style | Lr schd | Mem (GB) | Train time (s/iter) | Inf time (fps) | box AP) ; 'All baselines were trained using 8 GPU with a batch size of 16 (2 images per GPU).' ; '1x indicates 12 epochs and 2x indicates 24 epochs' ; '8 NVIDIA Tesla V100 GPUs'",
        notes=f"wall hours = {spi} s/iter x {iters} iterations ({ep} epochs x 118,287 COCO train2017 images / 16) / 3600. The source notes the 2x train time is copied from 1x. mmdetection skips images without annotations (~117k used), so iterations are slightly overestimated (<1%). params = torchvision {pname} num_params (same architecture), not stated in the model zoo. V100 memory size not stated (16GB assumed). Released before PyTorch 1.0 (2018), hence slower s/iter than detectron2.",
    )

if __name__ == "__main__":
    import csv

    ids = [r["run_id"] for r in ROWS]
    assert len(ids) == len(set(ids))
    for r in ROWS:
        for k in (
            "count",
            "params",
            "samples",
            "epochs",
            "image_size",
            "global_batch",
            "published_wall_hours",
            "published_device_hours",
        ):
            v = r[k]
            if v in ("", None):
                r[k] = ""
                continue
            if isinstance(v, float) and v.is_integer():
                v = int(v)
            r[k] = v
    with open("/work/blind/estimator66/runs.csv", "w", newline="", encoding="utf-8") as f:
        w = csv.DictWriter(f, fieldnames=COLS)
        w.writeheader()
        w.writerows(ROWS)
    print("wrote", len(ROWS))
